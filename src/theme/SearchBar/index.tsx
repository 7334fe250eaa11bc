/**
 * The navbar's search button. In the HTML it is a link to the search page (which works without JavaScript); once
 * the page is hydrated it becomes the button that opens the search dialog. The dialog (DocSearch) and the search
 * client are imported on the first sign of intent: hover, focus or touch on the button, or a shortcut
 * (Ctrl/Cmd+K, "/"). A click with a modifier key still opens the search page, as links do.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialQueryFromSelection, isEditableElement, searchKeyAction } from '../../lib/search/keyboard';
import { localizeRoute } from '../../config/locales';
import * as styles from './styles.module.css';

type ModalModule = typeof import('../SearchModal');

let modalImport: Promise<ModalModule> | null = null;
/** Starts loading the dialog and the index; safe to call many times. */
export function loadSearch(language: string): Promise<ModalModule> {
  if (!modalImport) {
    modalImport = import('../SearchModal').catch((error) => {
      modalImport = null; // a later attempt (Retry) imports again
      throw error;
    });
    void import('./searchClient').then((module) => module.preloadSearch(language)).catch(() => undefined);
  }
  return modalImport;
}

class LoadBoundary extends Component<{ children: ReactNode; onRetry: () => void; labels: { failed: string; retry: string } }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alertdialog" aria-label={this.props.labels.failed} className={styles.loadError}>
        <p>{this.state.error.message}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          {this.props.labels.retry}
        </button>
      </div>
    );
  }
}

function Spinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{t('search.loading')}</span>
    </div>
  );
}

export default function SearchBar({ language = 'en' }: { language?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  // False in the server HTML and the first client render (they must match), true once hydrated.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A new lazy component per attempt: Retry after a failed import imports again.
  const Modal = useMemo(() => lazy(() => loadSearch(language)), [attempt, language]);

  const open = useCallback(
    (typed?: string) => {
      void loadSearch(language).catch(() => undefined);
      setInitialQuery(typed ?? initialQueryFromSelection(window.getSelection?.()?.toString()));
      setOpen(true);
    },
    [language],
  );
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const action = searchKeyAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          targetEditable: isEditableElement(target),
          buttonFocused: target === buttonRef.current,
        },
        isOpen,
      );
      if (!action) return;
      event.preventDefault();
      if (action.type === 'toggle') {
        if (isOpen) close();
        else open();
      } else if (action.type === 'close') close();
      else if (action.type === 'open') open();
      else open(action.text);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const intent = () => void loadSearch(language).catch(() => undefined);
  return (
    <>
      {/* The accessible name is the visible text ("Search Ctrl K"); below the desktop breakpoint "Search" is
          visually hidden and the shortcut hint is gone. */}
      <a
        ref={buttonRef}
        href={localizeRoute('/search/', language)}
        className="search-button"
        role={enhanced ? 'button' : undefined}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-keyshortcuts={enhanced ? 'Control+K Meta+K /' : undefined}
        title={enhanced ? t('search.buttonLabel') : undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          // A button also opens with Space (Enter already clicks the link).
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
        onMouseOver={intent}
        onFocus={intent}
        onTouchStart={intent}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="search-button__placeholder">{t('search.button')}</span>{' '}
        <kbd className={styles.keys}>Ctrl K</kbd>
      </a>
      {isOpen && (
        <LoadBoundary onRetry={() => setAttempt((n) => n + 1)} labels={{ failed: t('search.loadFailed'), retry: t('search.retry') }}>
          <Suspense fallback={<Spinner />}>
            <Modal onClose={close} initialQuery={initialQuery} language={language} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}

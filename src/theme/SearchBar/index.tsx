/**
 * The navbar's search button. It is tiny and eager; the dialog (DocSearch) and the search client are imported on
 * the first sign of intent: hover, focus or touch on the button, or a shortcut (Ctrl/Cmd+K, "/").
 */
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialQueryFromSelection, isEditableElement, searchKeyAction } from '../../lib/search/keyboard';

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
      <div role="alertdialog" aria-label={this.props.labels.failed} className="search-load-error">
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
    <div className="search-loading" role="status" aria-live="polite">
      <span className="search-loading__spinner" aria-hidden="true" />
      <span className="sr-only">{t('search.loading')}</span>
    </div>
  );
}

export default function SearchBar({ language = 'en' }: { language?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-label={t('search.buttonLabel')}
        onClick={() => open()}
        onMouseOver={intent}
        onFocus={intent}
        onTouchStart={intent}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="search-button__placeholder">{t('search.button')}</span>
        <kbd className="search-button__keys">Ctrl K</kbd>
      </button>
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

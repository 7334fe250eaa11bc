import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import './styles.module.css';

/** The error and its causes, joined by "Cause:". */
export function errorChain(error: unknown, causeLabel = 'Cause:'): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current && parts.length < 10) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join(`\n\n${causeLabel}\n`);
}

interface State {
  error: unknown;
}

/** Catches render crashes of a page: "This page crashed", the error chain, and "Try again". */
export default class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  static contextType = I18nContext;
  state: State = { error: null };

  /** The layout's translations; English when the crash happened outside them. */
  private text(key: string, english: string): string {
    const i18n = (this.context as ContextType<typeof I18nContext> | undefined)?.i18n;
    return i18n ? i18n.t(key, { defaultValue: english }) : english;
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  /** Watches the head while the crash page shows: the page's own Head would otherwise put its title back. */
  private titleKeeper: MutationObserver | null = null;

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.keepTitle(this.text('error.tabTitle', 'Page Error'));
    console.error('This page crashed', error, info.componentStack);
  }

  componentWillUnmount() {
    this.releaseTitle();
  }

  private keepTitle(title: string) {
    this.releaseTitle();
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    if (typeof MutationObserver === 'undefined') return;
    this.titleKeeper = new MutationObserver(apply);
    this.titleKeeper.observe(document.head, { subtree: true, childList: true, characterData: true });
  }

  private releaseTitle() {
    this.titleKeeper?.disconnect();
    this.titleKeeper = null;
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="container margin-vert--xl error-page" role="alert">
        <h1>{this.text('error.heading', 'This page crashed')}</h1>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            this.releaseTitle();
            this.setState({ error: null });
          }}
        >
          {this.text('error.tryAgain', 'Try again')}
        </button>
        <pre className="error-page__message">{errorChain(this.state.error, this.text('error.cause', 'Cause:'))}</pre>
      </div>
    );
  }
}

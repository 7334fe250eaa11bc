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

interface HotApi {
  addStatusHandler(handler: (status: string) => void): void;
  removeStatusHandler(handler: (status: string) => void): void;
}

/** webpack's hot module replacement API in gatsby develop; undefined in a production build (and its code dropped). */
function developmentHot(): HotApi | undefined {
  // One expression, so that webpack drops the branch (and its `module`) from production bundles.
  return process.env.NODE_ENV === 'development' ? (module as unknown as { hot?: HotApi }).hot : undefined;
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

  /** gatsby develop's hot updates: the next save of a broken file renders the page again, without a reload. */
  private hotHandler: ((status: string) => void) | null = null;

  componentDidMount() {
    const hot = developmentHot();
    if (!hot) return;
    this.hotHandler = (status) => {
      if (status === 'idle' && this.state.error !== null) {
        this.releaseTitle();
        this.setState({ error: null });
      }
    };
    hot.addStatusHandler(this.hotHandler);
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.keepTitle(this.text('error.tabTitle', 'Page Error'));
    console.error('This page crashed', error, info.componentStack);
  }

  componentWillUnmount() {
    this.releaseTitle();
    if (this.hotHandler) developmentHot()?.removeStatusHandler(this.hotHandler);
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

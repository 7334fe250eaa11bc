import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The error and its causes, joined by "Cause:". */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current && parts.length < 10) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

interface State {
  error: unknown;
}

/** Catches render crashes of a page: "This page crashed", the error chain, and "Try again". */
export default class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    document.title = 'Page Error';
    console.error('This page crashed', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="container margin-vert--xl error-page" role="alert">
        <h1>This page crashed</h1>
        <button type="button" className="button button--danger" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
        <pre className="error-page__message">{errorChain(this.state.error)}</pre>
      </div>
    );
  }
}

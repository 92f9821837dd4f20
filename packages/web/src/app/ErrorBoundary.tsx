/** Catches a page that failed to load or render, so the rest of the site stays usable. */
import { Component, type ReactNode } from 'react';

interface State {
  readonly error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunk = /dynamically imported module|Failed to fetch|Loading chunk/i.test(this.state.error.message);
    return (
      <div className="page">
        <div className="notice error" role="alert">
          <h2>Something went wrong</h2>
          <p>
            {chunk
              ? 'Part of the site could not be loaded. Check your connection and reload the page.'
              : `This page failed: ${this.state.error.message}`}
          </p>
          <p>
            <a className="button" href="/">
              Back to the games
            </a>
          </p>
        </div>
      </div>
    );
  }
}

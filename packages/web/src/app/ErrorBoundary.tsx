/** Catches a page that failed to load or render, so the rest of the site stays usable. */
import { Component, type ReactNode } from 'react';
import { useWords } from '../i18n/use-words.ts';

interface State {
  readonly error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <Failure error={this.state.error} /> : this.props.children;
  }
}

function Failure({ error }: { error: Error }) {
  const { t } = useWords();
  const chunk = /dynamically imported module|Failed to fetch|Loading chunk/i.test(error.message);
  return (
    <div className="page">
      <div className="notice error" role="alert">
        <h2>{t('failure.title')}</h2>
        <p>{chunk ? t('failure.chunk') : t('failure.page', { message: error.message })}</p>
        <p>
          <a className="button" href="/">
            {t('failure.back')}
          </a>
        </p>
      </div>
    </div>
  );
}

/** What a page shows while it waits: a spinner and what it is waiting for. */
import { useWords } from '../i18n/use-words.ts';

export function Loading({ what }: { what?: string }) {
  const { t } = useWords();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {what ?? t('loading.default')}
    </div>
  );
}

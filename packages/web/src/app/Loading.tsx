/** What a page shows while it waits: a spinner and what it is waiting for. */
import { useTranslation } from 'react-i18next';

export function Loading({ what }: { what?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {what ?? t('loading.default')}
    </div>
  );
}

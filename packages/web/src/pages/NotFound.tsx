import { Link } from '../app/navigation.tsx';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';

/** A wrong or broken link. */
export function NotFound({ title, detail }: { title?: string; detail?: string }) {
  const { t } = useWords();
  useDocumentTitle(title ?? t('notFound.pageTitle'));
  return (
    <div className="page">
      <div className="notice error" role="alert">
        <h1>{title ?? t('notFound.title')}</h1>
        <p>{detail ?? t('notFound.detail')}</p>
        <p>
          <Link className="button" href="/">
            {t('notFound.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useLanguageParam } from '../../shared/lib/language-param';

/** Shown for any path the routing table does not know; the server has already answered it with 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lng = useLanguageParam() ?? 'en';
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/$lng" params={{ lng }} className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

import { pathInLanguage } from '@betting/routing';
import { Link, useLocation, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';

/**
 * The page of a capability that a later issue builds: its real title, breadcrumbs, layout and language
 * links, so that every route of the site answers with a page and never a blank screen.
 */
export function ShellPage() {
  const { t } = useTranslation();
  const { lng } = useParams({ from: '/$lng' });
  const location = useLocation();
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? 'home' });
  const config = useUnit(siteConfig.$config);
  const routeTitle = useRouteTitle();
  const title = routeTitle(routeId);
  const area = routeId.includes('.') ? routeId.slice(0, routeId.indexOf('.')) : null;
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);

  return (
    <section className="page page-shell" aria-labelledby="page-title">
      <Breadcrumbs sections={area && area !== routeId ? [routeTitle(area)] : []} current={title} />
      <h1 id="page-title">{title}</h1>
      <div className="page-shell__panel">
        <p>{t('shell.text')}</p>
        <Link to="/$lng" params={{ lng }} className="button button--primary">
          {t('notFound.home')}
        </Link>
      </div>
      <nav className="page-shell__languages" aria-label={t('footer.languages')}>
        {config?.languages
          .filter((language) => language.code !== lng)
          .map((language) => (
            <a key={language.code} href={pathInLanguage(location.pathname, language.code)} hrefLang={language.code} lang={language.code}>
              {language.nativeName}
            </a>
          ))}
      </nav>
    </section>
  );
}

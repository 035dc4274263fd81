import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { bonusFamilyOf, bonusPaths, type BonusPaths } from './bonus-paths';
import { useShownRoute } from '../../shared/lib/shown-route';
import './bonuses.css';

/** Every route a public bonus page is shown by. */
const BONUS_ROUTES = [
  '/$lng/bonuses',
  '/$lng/bonuses/rules',
  '/$lng/bonuses/games',
  '/$lng/bonuses/partners/$id',
  '/$lng/bonus/$id',
  '/$lng/offers',
  '/$lng/offers/rules',
  '/$lng/offers/games',
  '/$lng/offers/partners/$id',
  '/$lng/offer/$id',
] as const;

/** The page's routing-table id, its language, family (bonuses or offers) and that family's paths. */
export function useBonusRoute() {
  const params = useParams({ from: useShownRoute(BONUS_ROUTES) });
  // `id` is there on the single offer and partner pages only.
  const id = 'id' in params ? params.id : '';
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? 'bonus.bonuses' });
  const family = bonusFamilyOf(routeId);
  return { lng: params.lng, id, routeId, family, paths: bonusPaths(params.lng, family) };
}

interface Props {
  /** The heading; the route's title when absent. */
  readonly title?: string;
  /** Where the breadcrumbs put the page: under the family's list (the list itself has none). */
  readonly nested?: boolean;
  readonly children: ReactNode;
}

/** A public bonus page: breadcrumbs, the heading, the section links (all, rules, games) and the content. */
export function BonusesLayout({ title, nested = true, children }: Props) {
  const { t } = useTranslation('pages');
  const routeTitle = useRouteTitle();
  const { routeId, family, paths } = useBonusRoute();
  const config = useUnit(siteConfig.$config);
  const heading = title ?? routeTitle(routeId);
  const listTitle = routeTitle(family === 'offers' ? 'bonus.offers' : 'bonus.bonuses');
  useDocumentTitle(`${heading} · ${config?.siteConfig.companyName ?? ''}`);
  return (
    <section className="page bonuses-page" aria-labelledby="page-title">
      <Breadcrumbs sections={nested ? [listTitle] : []} current={heading} />
      <h1 id="page-title">{heading}</h1>
      <SectionLinks paths={paths} routeId={routeId} label={t('bonuses.nav.label')} />
      {children}
    </section>
  );
}

function SectionLinks({ paths, routeId, label }: { readonly paths: BonusPaths; readonly routeId: string; readonly label: string }) {
  const { t } = useTranslation('pages');
  const links = [
    { key: 'all', to: paths.list, current: routeId === 'bonus.bonuses' || routeId === 'bonus.offers' },
    { key: 'rules', to: paths.rules, current: routeId.endsWith('-rules') },
    { key: 'games', to: paths.games, current: routeId.endsWith('-games') },
  ] as const;
  return (
    <nav className="bonuses-nav" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="bonuses-nav__link" aria-current={link.current ? 'page' : undefined}>
              {t(`bonuses.nav.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Loading, failed (with a retry) or the content. */
export function LoadState({ pending, failed, onRetry, children, skeleton }: { readonly pending: boolean; readonly failed: boolean; readonly onRetry: () => void; readonly children: ReactNode; readonly skeleton?: ReactNode }) {
  const { t } = useTranslation('pages');
  if (failed) {
    return (
      <div className="bonuses-message" role="alert">
        <p>{t('bonuses.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('bonuses.retry')}
        </button>
      </div>
    );
  }
  if (pending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('bonuses.loading')}
        </span>
        {skeleton ?? <div className="bonuses-skeleton bonuses-skeleton--block" aria-hidden="true" />}
      </div>
    );
  }
  return <>{children}</>;
}

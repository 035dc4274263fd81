import { CasinoBrandsResponseSchema, CasinoPaths } from '@betting/contracts';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { createQuery } from '@farfetched/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/api';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout, CasinoLoadFailed } from './CasinoLayout';
import { GameList } from './GameList';
import { useShownRoute } from '../../shared/lib/shown-route';

const brandsQuery = createQuery({ handler: () => apiRequest({ method: 'GET', path: CasinoPaths.brands, schema: CasinoBrandsResponseSchema }), name: 'casino.brands' });

/** `casino/brands` and `casino/brand?brand=`: the game series of the lobby, and one series' games. */
export function BrandsPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  // Both `casino/brands` and `casino/brand` show this page, under the same query rule.
  const search = useSearch({ from: useShownRoute(['/$lng/casino/brand', '/$lng/casino/brands']) });
  const routeTitle = useRouteTitle();
  const [answer, failed, start] = useUnit([brandsQuery.$data, brandsQuery.$failed, brandsQuery.start]);
  useEffect(() => start(), [start]);
  const slug = search.brand ?? null;
  const brand = answer?.brands.find((item) => item.slug === slug) ?? null;
  const title = brand?.name ?? routeTitle('casino.brands');
  useDocumentTitle(title);
  return (
    <CasinoLayout lng={lng}>
      <h1 className="casino__title">{title}</h1>
      {failed ? <CasinoLoadFailed onRetry={() => start()} /> : null}
      {answer ? (
        <nav className="chip-row" aria-label={routeTitle('casino.brands')}>
          {answer.brands.map((item) => (
            <Link key={item.id} className="chip" to="/$lng/casino/brand" params={{ lng }} search={{ brand: item.slug }} aria-current={item.slug === slug ? 'page' : undefined}>
              {item.name} <span className="chip__count">{item.gameCount}</span>
            </Link>
          ))}
        </nav>
      ) : null}
      {brand ? <GameList lng={lng} filters={{ brand: brand.slug }} /> : answer ? <p className="casino__message">{t('casino.brandsLead')}</p> : null}
    </CasinoLayout>
  );
}

import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { providerQuery, providersQuery } from '../../entities/casino/casino.queries';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout, CasinoLoadFailed } from './CasinoLayout';
import { GameList } from './GameList';
import { GameGridSkeleton } from './GameTile';

/** `providers`: every studio of the lobby with its number of games. */
export function ProvidersPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const [answer, failed, start] = useUnit([providersQuery.$data, providersQuery.$failed, providersQuery.start]);
  useEffect(() => start(), [start]);
  const title = routeTitle('providers');
  useDocumentTitle(title);
  return (
    <CasinoLayout lng={lng} current="providers">
      <div className="casino__head">
        <h1 className="casino__title">{title}</h1>
        <p className="casino__count">{t('casino.providersLead')}</p>
      </div>
      {failed ? <CasinoLoadFailed onRetry={() => start()} /> : null}
      {!answer && !failed ? <GameGridSkeleton count={12} /> : null}
      {answer ? (
        <ul className="tile-list provider-grid">
          {answer.providers.map((provider) => (
            <li key={provider.id}>
              <Link className="provider-card" to="/$lng/providers/$provider" params={{ lng, provider: provider.slug }}>
                <img src={provider.logoUrl} alt="" width={240} height={96} loading="lazy" className="provider-card__logo" />
                <span className="provider-card__name">{provider.name}</span>
                <span className="provider-card__count">{t('casino.providerGames', { count: provider.gameCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </CasinoLayout>
  );
}

/** `providers/{provider}`: one studio's games. */
export function ProviderPage() {
  const { t } = useTranslation('pages');
  const { lng, provider: slug } = useParams({ from: '/$lng/providers/$provider' });
  const routeTitle = useRouteTitle();
  const [answer, failed, start] = useUnit([providerQuery.$data, providerQuery.$failed, providerQuery.start]);
  useEffect(() => {
    start(slug);
  }, [start, slug]);
  const provider = answer?.provider.slug === slug ? answer.provider : null;
  const title = provider?.name ?? routeTitle('providers.provider');
  useDocumentTitle(title);
  return (
    <CasinoLayout lng={lng} current="providers">
      <h1 className="casino__title">{title}</h1>
      {failed ? <p className="casino__message">{t('casino.noGames')}</p> : <GameList lng={lng} filters={{ provider: slug }} />}
    </CasinoLayout>
  );
}

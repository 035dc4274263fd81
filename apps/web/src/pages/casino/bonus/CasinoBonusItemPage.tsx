import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../shared/api/api';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { TournamentCard } from '../tournaments/TournamentCard';
import { LoadFailed } from '../tournaments/TournamentStates';
import { actionQuery } from './bonus.queries';
import '../tournaments/tournaments.css';
import { SitePathLink } from '../../../shared/ui/SitePathLink';

/** `bonus/casino/{id}`: one casino promotion of the actions list — what it gives, its terms, its button and its tournaments. */
export function CasinoBonusItemPage() {
  const { t } = useTranslation('pages');
  const { lng, id } = useParams({ from: '/$lng/bonus/casino/$id' });
  const actionId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const routeTitle = useRouteTitle();
  const [answer, error, start] = useUnit([actionQuery.$data, actionQuery.$error, actionQuery.start]);
  useEffect(() => {
    if (actionId !== null) start({ id: actionId, lng });
  }, [start, actionId, lng]);
  const action = answer && answer.action.id === actionId ? answer.action : null;
  useDocumentTitle(action?.name ?? routeTitle('casino.bonus-item'));
  const back = (
    <Link className="tournament-back" to="/$lng/bonus/casino" params={{ lng }}>
      ← {t('casinoBonus.back')}
    </Link>
  );

  if (actionId === null || (error && failureCode(error) === 'casino_action_not_found')) {
    return (
      <CasinoLayout lng={lng}>
        {back}
        <h1 className="casino__title">{routeTitle('casino.bonus-item')}</h1>
        <p className="casino__message" role="alert">
          {t('casinoBonus.item.notFound')}
        </p>
      </CasinoLayout>
    );
  }
  return (
    <CasinoLayout lng={lng}>
      {back}
      {error && !action ? <LoadFailed message={t('casinoBonus.loadFailed')} onRetry={() => start({ id: actionId, lng })} /> : null}
      {!action && !error ? <div className="card tournament-hero tournament-card--skeleton" aria-busy="true" /> : null}
      {action && answer ? (
        <div className="bonus-casino-detail">
          <header className="card tournament-hero">
            <h1 className="casino__title">{action.name}</h1>
            {action.summary ? <p className="tournament-hero__summary">{action.summary}</p> : null}
            {action.ctaPath ? (
              <div>
                <SitePathLink className="button button--primary" lng={lng} path={action.ctaPath}>
                  {action.ctaLabel || t('casinoBonus.item.go')}
                </SitePathLink>
              </div>
            ) : null}
          </header>
          {action.terms.length > 0 ? (
            <section className="card tournament-section" aria-labelledby="bonus-item-terms">
              <h2 id="bonus-item-terms">{t('casinoBonus.item.terms')}</h2>
              <ul className="tournament-rules">
                {action.terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
              {action.promotionSlug ? <Link to="/$lng/bonus/casino/promotions/$id" params={{ lng, id: action.promotionSlug }}>{t('casinoBonus.item.fullTerms')}</Link> : null}
            </section>
          ) : null}
          {action.tournaments.length > 0 ? (
            <section className="bonus-casino-section" aria-labelledby="bonus-item-tournaments">
              <h2 id="bonus-item-tournaments">{t('casinoBonus.item.tournaments')}</h2>
              <ul className="tile-list tournament-grid">
                {action.tournaments.map((tournament) => (
                  <li key={tournament.id}>
                    <TournamentCard lng={lng} tournament={tournament} serverTime={answer.serverTime} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </CasinoLayout>
  );
}

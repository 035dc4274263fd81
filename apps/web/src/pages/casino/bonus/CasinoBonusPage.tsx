import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { TournamentCard } from '../tournaments/TournamentCard';
import { LoadFailed, TournamentGridSkeleton } from '../tournaments/TournamentStates';
import { tournamentsQuery } from '../tournaments/tournaments.model';
import { actionsQuery, promotionsQuery } from './bonus.queries';
import '../tournaments/tournaments.css';

/** `bonus/casino`: the casino's tournaments (running and coming), its promotions (spec §7's actions list) and its offers. */
export function CasinoBonusPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const [tournaments, tournamentsFailed, startTournaments] = useUnit([tournamentsQuery.$data, tournamentsQuery.$failed, tournamentsQuery.start]);
  const [actions, actionsFailed, startActions] = useUnit([actionsQuery.$data, actionsQuery.$failed, actionsQuery.start]);
  const [promotions, promotionsFailed, startPromotions] = useUnit([promotionsQuery.$data, promotionsQuery.$failed, promotionsQuery.start]);
  useEffect(() => {
    startTournaments({ lng });
    startActions({ lng });
    startPromotions({ lng });
  }, [startTournaments, startActions, startPromotions, lng]);
  const title = routeTitle('casino.bonus');
  useDocumentTitle(title);
  const current = tournaments?.tournaments.filter((tournament) => tournament.status !== 'finished') ?? [];

  return (
    <CasinoLayout lng={lng}>
      <div className="casino__head">
        <h1 className="casino__title">{title}</h1>
        <p className="casino__count">{t('casinoBonus.lead')}</p>
      </div>

      <section className="bonus-casino-section" aria-labelledby="bonus-casino-tournaments">
        <div className="bonus-casino-section__head">
          <h2 id="bonus-casino-tournaments">{t('casinoBonus.tournaments.title')}</h2>
          <Link to="/$lng/bonus/casino/tournaments" params={{ lng }}>{t('casinoBonus.tournaments.all')}</Link>
        </div>
        {tournamentsFailed ? <LoadFailed message={t('casinoTournaments.loadFailed')} onRetry={() => startTournaments({ lng })} /> : null}
        {!tournaments && !tournamentsFailed ? <TournamentGridSkeleton count={2} /> : null}
        {tournaments && current.length === 0 ? <p className="casino__message">{t('casinoTournaments.empty')}</p> : null}
        {current.length > 0 && tournaments ? (
          <ul className="tile-list tournament-grid">
            {current.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard lng={lng} tournament={tournament} serverTime={tournaments.serverTime} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="bonus-casino-section" aria-labelledby="bonus-casino-actions">
        <div className="bonus-casino-section__head">
          <h2 id="bonus-casino-actions">{t('casinoBonus.actions.title')}</h2>
        </div>
        {actionsFailed ? <LoadFailed message={t('casinoBonus.loadFailed')} onRetry={() => startActions({ lng })} /> : null}
        {!actions && !actionsFailed ? <TournamentGridSkeleton count={3} /> : null}
        {actions ? (
          actions.length === 0 ? (
            <p className="casino__message">{t('casinoBonus.empty')}</p>
          ) : (
            <ul className="tile-list bonus-casino-grid">
              {actions.map((action) => (
                <li key={action.Id}>
                  <article className="card bonus-casino-card">
                    <h3>
                      <Link to="/$lng/bonus/casino/$id" params={{ lng, id: String(action.Id) }}>{action.Name}</Link>
                    </h3>
                    <Link className="bonus-casino-card__more" to="/$lng/bonus/casino/$id" params={{ lng, id: String(action.Id) }} aria-label={t('casinoBonus.actions.moreNamed', { name: action.Name })}>
                      {t('casinoBonus.actions.more')} →
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>

      <section className="bonus-casino-section" aria-labelledby="bonus-casino-offers">
        <div className="bonus-casino-section__head">
          <h2 id="bonus-casino-offers">{t('casinoBonus.promotions.title')}</h2>
        </div>
        {promotionsFailed ? <LoadFailed message={t('casinoBonus.loadFailed')} onRetry={() => startPromotions({ lng })} /> : null}
        {!promotions && !promotionsFailed ? <TournamentGridSkeleton count={3} /> : null}
        {promotions ? (
          promotions.length === 0 ? (
            <p className="casino__message">{t('casinoBonus.empty')}</p>
          ) : (
            <ul className="tile-list bonus-casino-grid">
              {promotions.map((promotion) => (
                <li key={promotion.id}>
                  <article className="card bonus-casino-card">
                    {promotion.coverUrl ? <img className="bonus-casino-card__cover" src={promotion.coverUrl} alt="" width={480} height={270} loading="lazy" /> : null}
                    <h3>
                      <Link to="/$lng/bonus/casino/promotions/$id" params={{ lng, id: promotion.slug }}>{promotion.title}</Link>
                    </h3>
                    <p>{promotion.summary}</p>
                    {promotion.schedule ? <p className="bonus-casino-detail__facts">{promotion.schedule}</p> : null}
                    <Link className="bonus-casino-card__more" to="/$lng/bonus/casino/promotions/$id" params={{ lng, id: promotion.slug }} aria-label={t('casinoBonus.promotions.readNamed', { name: promotion.title })}>
                      {t('casinoBonus.promotions.read')} →
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </CasinoLayout>
  );
}

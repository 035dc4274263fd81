import type { CasinoBonusPromotionSummary } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { promotionsQuery } from '../bonus/bonus.queries';
import { CasinoLayout } from '../CasinoLayout';
import { TournamentCard } from '../tournaments/TournamentCard';
import { LoadFailed, TournamentGridSkeleton } from '../tournaments/TournamentStates';
import { tournamentsQuery } from '../tournaments/tournaments.model';
import '../tournaments/tournaments.css';
import './landings.css';

/** A casino promotion of the content app as a card: cover, title, summary, when it runs and the way to its page. */
function PromotionCard({ lng, promotion }: { readonly lng: string; readonly promotion: CasinoBonusPromotionSummary }) {
  const { t } = useTranslation('pages');
  const path = `/${lng}/bonus/casino/promotions/${promotion.slug}`;
  return (
    <article className="card bonus-casino-card">
      {promotion.coverUrl ? <img className="bonus-casino-card__cover" src={promotion.coverUrl} alt="" width={480} height={270} loading="lazy" /> : null}
      <h3>
        <Link to={path}>{promotion.title}</Link>
      </h3>
      <p>{promotion.summary}</p>
      {promotion.schedule ? <p className="casino-promo__schedule">{promotion.schedule}</p> : null}
      <Link className="bonus-casino-card__more" to={path} aria-label={t('casinoBonus.promotions.readNamed', { name: promotion.title })}>
        {t('casinoBonus.promotions.read')} →
      </Link>
    </article>
  );
}

/**
 * `casino/promo`: the casino's promotions — the content app's promotions of the `casino` promo category (the same
 * call and cache as bonus/casino) and the tournaments running now (the tournaments list's call, filtered).
 */
export function CasinoPromoPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const [tournaments, tournamentsFailed, startTournaments] = useUnit([tournamentsQuery.$data, tournamentsQuery.$failed, tournamentsQuery.start]);
  const [promotions, promotionsFailed, startPromotions] = useUnit([promotionsQuery.$data, promotionsQuery.$failed, promotionsQuery.start]);
  useEffect(() => {
    startTournaments({ lng });
    startPromotions({ lng });
  }, [startTournaments, startPromotions, lng]);
  const title = routeTitle('casino.promo');
  useDocumentTitle(title);
  const running = tournaments?.tournaments.filter((tournament) => tournament.status === 'running') ?? [];

  return (
    <CasinoLayout lng={lng}>
      <section className="landing-hero landing-hero--royal casino-promo__hero" aria-labelledby="casino-promo-title">
        <div className="landing-hero__text">
          <p className="landing-hero__kicker">{t('casinoLandings.promo.kicker')}</p>
          <h1 id="casino-promo-title" className="landing-hero__title">
            {title}
          </h1>
          <p className="landing-hero__summary">{t('casinoLandings.promo.lead')}</p>
          <Link className="button button--primary landing-hero__cta" to="/$lng/bonus/casino/tournaments" params={{ lng }}>
            {t('casinoLandings.promo.allTournaments')}
          </Link>
        </div>
      </section>

      <section className="bonus-casino-section" aria-labelledby="casino-promo-tournaments">
        <div className="bonus-casino-section__head">
          <h2 id="casino-promo-tournaments">{t('casinoLandings.promo.tournaments')}</h2>
          <Link to="/$lng/bonus/casino/tournaments" params={{ lng }}>{t('casinoBonus.tournaments.all')}</Link>
        </div>
        {tournamentsFailed ? <LoadFailed message={t('casinoTournaments.loadFailed')} onRetry={() => startTournaments({ lng })} /> : null}
        {!tournaments && !tournamentsFailed ? <TournamentGridSkeleton count={2} /> : null}
        {tournaments && running.length === 0 ? <p className="casino__message">{t('casinoLandings.promo.noTournaments')}</p> : null}
        {tournaments && running.length > 0 ? (
          <ul className="tile-list tournament-grid">
            {running.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard lng={lng} tournament={tournament} serverTime={tournaments.serverTime} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="bonus-casino-section" aria-labelledby="casino-promo-offers">
        <div className="bonus-casino-section__head">
          <h2 id="casino-promo-offers">{t('casinoLandings.promo.offers')}</h2>
          <Link to="/$lng/bonus/casino" params={{ lng }}>{t('casinoLandings.promo.allBonuses')}</Link>
        </div>
        {promotionsFailed ? <LoadFailed message={t('casinoBonus.loadFailed')} onRetry={() => startPromotions({ lng })} /> : null}
        {!promotions && !promotionsFailed ? <TournamentGridSkeleton count={3} /> : null}
        {promotions && promotions.length === 0 ? <p className="casino__message">{t('casinoLandings.promo.noOffers')}</p> : null}
        {promotions && promotions.length > 0 ? (
          <ul className="tile-list bonus-casino-grid">
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard lng={lng} promotion={promotion} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </CasinoLayout>
  );
}

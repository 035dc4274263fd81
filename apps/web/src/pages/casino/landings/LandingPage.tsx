import type { CasinoLandingKind } from '@betting/contracts';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { NotFoundPage } from '../../not-found/NotFoundPage';
import { CasinoLayout, CasinoLoadFailed } from '../CasinoLayout';
import { GameGrid } from '../GameGrid';
import { GameGridSkeleton } from '../GameTile';
import { LandingHero, LandingHeroSkeleton } from './LandingHero';
import { useLanding } from './use-landing';
import './landings.css';
import { SitePathLink } from '../../../shared/ui/SitePathLink';

/** A landing page of a kind: its hero with the call to action, then its featured games from the catalogue. */
function Landing({ kind, slug, lng }: { readonly kind: CasinoLandingKind; readonly slug: string; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const { landing, notFound, failed, retry } = useLanding(kind, slug, lng);
  // The not-found page names the tab itself; until the landing comes the tab keeps the title it had.
  useDocumentTitle(notFound ? null : (landing?.seo.title ?? null));
  if (notFound) return <NotFoundPage />;
  const section = landing?.allGamesPath?.startsWith('slots') ? 'slots' : 'casino';
  return (
    <CasinoLayout lng={lng}>
      {failed ? <CasinoLoadFailed onRetry={retry} /> : null}
      {landing ? <LandingHero lng={lng} landing={landing} headingId="landing-title" /> : failed ? null : <LandingHeroSkeleton />}
      {landing ? (
        <section className="casino-row landing-games" aria-labelledby="landing-games">
          <div className="casino-row__head">
            <h2 id="landing-games" className="casino-row__title">
              {landing.gamesTitle || t('casinoLandings.featuredGames')}
            </h2>
            {landing.allGamesPath ? (
              <SitePathLink lng={lng} path={landing.allGamesPath}>
                {t('casino.showAll')}
                <span className="visually-hidden">: {landing.gamesTitle || t('casinoLandings.featuredGames')}</span>
              </SitePathLink>
            ) : null}
          </div>
          {landing.games.length > 0 ? (
            <GameGrid lng={lng} games={landing.games} section={section} label={landing.gamesTitle || t('casinoLandings.featuredGames')} />
          ) : (
            <p className="casino__message">{t('casino.noGames')}</p>
          )}
        </section>
      ) : failed ? null : (
        <GameGridSkeleton count={12} />
      )}
    </CasinoLayout>
  );
}

/** `casino/landing/{landingId}`: a casino offer's page (welcome package, live casino, crash games, …). */
export function CasinoLandingPage() {
  const { lng, landingId } = useParams({ from: '/$lng/casino/landing/$landingId' });
  return <Landing key={landingId} kind="casino" slug={landingId} lng={lng} />;
}

/** `games-landing/{landingRoute}`: a game's or a game family's promotion page. */
export function GamesLandingPage() {
  const { lng, landingRoute } = useParams({ from: '/$lng/games-landing/$landingRoute' });
  return <Landing key={landingRoute} kind="games" slug={landingRoute} lng={lng} />;
}

import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { GameList } from '../GameList';
import { LandingHero, LandingHeroSkeleton } from './LandingHero';
import { useLanding } from './use-landing';
import './landings.css';

/** The hall's catalogue category: the games of slots/vulkan. */
const VULKAN = { hall: 'vulkan', category: 'vulkan' } as const;

/**
 * `slots/vulkan` (`vulkan` redirects here): the branded Vulkan slot hall — its hero from the landings, then the slots
 * lobby's list filtered to the hall's catalogue category, a page at a time. Without its hero the hall still lists.
 */
export function VulkanHallPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const { landing, notFound, failed } = useLanding('hall', VULKAN.hall, lng);
  const title = landing?.title ?? routeTitle('slots.vulkan');
  useDocumentTitle(landing?.seo.title ?? title);
  return (
    <CasinoLayout lng={lng} current="slots">
      {landing ? (
        <LandingHero lng={lng} landing={landing} headingId="vulkan-title" />
      ) : notFound || failed ? (
        <h1 className="casino__title">{title}</h1>
      ) : (
        <LandingHeroSkeleton />
      )}
      <section className="casino-row" aria-labelledby="vulkan-games">
        <h2 id="vulkan-games" className="casino-row__title">
          {landing?.gamesTitle || t('casinoLandings.hallGames')}
        </h2>
        <GameList lng={lng} filters={{ category: landing?.categorySlug ?? VULKAN.category }} section="slots" />
      </section>
    </CasinoLayout>
  );
}

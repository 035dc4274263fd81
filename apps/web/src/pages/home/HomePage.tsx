import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { ExpressOfTheDay } from '../../widgets/express-of-the-day/ExpressOfTheDay';
import { SportsLayout } from '../sports/SportsLayout';
import { TopEvents } from '../sports/TopEvents';

/** Below the fold and after the first view: the casino block (and the seasonal snow), a chunk of their own. */
const HomeExtras = lazy(() => import('./HomeExtras'));

/** Home: a short welcome, then the sportsbook's top live and line games and the other games, in the three columns. */
export function HomePage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng/' });
  const config = useUnit(siteConfig.$config);
  const companyName = config?.siteConfig.companyName ?? '';
  useDocumentTitle(companyName);

  return (
    <SportsLayout lng={lng} section="line" timeFilter="all" sportSlug={null}>
      <div className="sports-page home">
        <section className="hero hero--compact" aria-labelledby="home-title">
          <h1 id="home-title" className="hero__title">
            {t('home.title', { companyName })}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <Link to="/$lng/information/about" params={{ lng }} className="hero__link">
            {t('home.aboutLink')}
          </Link>
        </section>
        <ExpressOfTheDay lng={lng} />
        <TopEvents lng={lng} />
        {/* The casino block's height (home-extras.css: 17rem + 24px above), kept while its chunk loads. */}
        <Suspense fallback={<div style={{ minHeight: 'calc(17rem + 24px)' }} />}>
          <HomeExtras lng={lng} />
        </Suspense>
      </div>
    </SportsLayout>
  );
}

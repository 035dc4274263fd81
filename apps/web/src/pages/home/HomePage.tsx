import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { ExpressOfTheDay } from '../../widgets/express-of-the-day/ExpressOfTheDay';
import { SportsLayout } from '../sports/SportsLayout';
import { TopEvents } from '../sports/TopEvents';

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
      </div>
    </SportsLayout>
  );
}

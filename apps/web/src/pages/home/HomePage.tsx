import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

const FEATURES = ['sports', 'casino', 'office'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { lng } = useParams({ from: '/$lng/' });
  const config = useUnit(siteConfig.$config);
  const companyName = config?.siteConfig.companyName ?? '';
  useDocumentTitle(companyName);

  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero__title">
          {t('home.title', { companyName })}
        </h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <Link to="/$lng/information/about" params={{ lng }} className="button button--primary">
          {t('home.aboutLink')}
        </Link>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          {t('home.featuresTitle')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className={`feature-card feature-card--${feature}`}>
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p>{t(`home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

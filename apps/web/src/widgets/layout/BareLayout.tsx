import type { Layout } from '@betting/routing';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutBasics } from './use-synced-language';

/**
 * The empty, blocked and maintenance layouts: the brand and the page, without the site's navigation,
 * so that a visitor who may not use the site is not offered it.
 */
export function BareLayout({ variant, children }: { readonly variant: Exclude<Layout, 'main'>; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { lng, config } = useLayoutBasics();
  if (!config) return null;
  return (
    <div className={`bare-layout bare-layout--${variant}`}>
      <header className="bare-layout__header">
        {variant === 'empty' ? (
          <Link to="/$lng" params={{ lng }} className="brand">
            <span className="brand__mark" aria-hidden="true">
              {config.siteConfig.companyName.slice(0, 1)}
            </span>
            <span className="brand__name">{config.siteConfig.companyName}</span>
          </Link>
        ) : (
          <span className="brand">
            <span className="brand__mark" aria-hidden="true">
              {config.siteConfig.companyName.slice(0, 1)}
            </span>
            <span className="brand__name">{config.siteConfig.companyName}</span>
          </span>
        )}
      </header>
      <main id="content" className="bare-layout__content" tabIndex={-1}>
        {children}
      </main>
      <footer className="bare-layout__footer">
        <span className="age-badge" aria-label="18+">
          {t('footer.adultsOnly')}
        </span>
        <span>{t('footer.rights', { year: new Date().getFullYear(), companyName: config.siteConfig.companyName })}</span>
      </footer>
    </div>
  );
}

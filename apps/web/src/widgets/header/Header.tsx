import type { ConfigAllResponse } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher';
import { ThemeToggle } from '../theme-toggle/ThemeToggle';

interface Props {
  readonly config: ConfigAllResponse;
  readonly lng: string;
}

export function Header({ config, lng }: Props) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/$lng" params={{ lng }} className="brand">
          <span className="brand__mark" aria-hidden="true">
            {config.siteConfig.companyName.slice(0, 1)}
          </span>
          <span className="brand__name" data-testid="site-name">
            {config.siteConfig.companyName}
          </span>
        </Link>
        <nav className="primary-nav" aria-label={t('nav.main')}>
          <Link to="/$lng" params={{ lng }} activeOptions={{ exact: true }} className="primary-nav__link">
            {t('nav.home')}
          </Link>
          <Link to="/$lng/information/about" params={{ lng }} className="primary-nav__link">
            {t('nav.about')}
          </Link>
        </nav>
        <div className="site-header__tools">
          <ThemeToggle />
          <LanguageSwitcher languages={config.languages} current={lng} />
        </div>
      </div>
    </header>
  );
}

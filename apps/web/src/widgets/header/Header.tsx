import type { ConfigAllResponse } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountArea } from '../account-area/AccountArea';
import { DisplaySettingsButton } from '../display-settings-button/DisplaySettingsButton';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher';
import { ThemeToggle } from '../theme-toggle/ThemeToggle';

/** The site's primary sections (UI.md), in the header on desktop and as a scrolling row on phones. */
export const PRIMARY_SECTIONS = [
  { key: 'sports', to: '/$lng/$section/{-$menuSection}/{-$sport}', params: { section: 'line' } },
  { key: 'live', to: '/$lng/$section/{-$menuSection}/{-$sport}', params: { section: 'live' } },
  { key: 'esports', to: '/$lng/esports/$type', params: { type: 'real' } },
  { key: 'casino', to: '/$lng/casino/{-$subcategory}', params: {} },
  { key: 'liveCasino', to: '/$lng/live-casino/{-$subcategory}', params: {} },
  { key: 'games', to: '/$lng/games', params: {} },
  { key: 'promotions', to: '/$lng/bonuses', params: {} },
] as const;

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
          {/* The link marks itself current (`aria-current`) on its path and below it. */}
          {PRIMARY_SECTIONS.map((section) => (
            <Link key={section.key} to={section.to} params={{ ...section.params, lng }} className="primary-nav__link">
              {t(`nav.${section.key}`)}
            </Link>
          ))}
        </nav>
        <div className="site-header__tools">
          <DisplaySettingsButton />
          <ThemeToggle />
          <LanguageSwitcher languages={config.languages} current={lng} />
          <AccountArea lng={lng} registrationEnabled={config.siteConfig.registrationEnabled} />
        </div>
      </div>
    </header>
  );
}

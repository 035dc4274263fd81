import type { ConfigAllResponse } from '@betting/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountArea } from '../account-area/AccountArea';
import { DisplaySettingsButton } from '../display-settings-button/DisplaySettingsButton';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher';
import { ThemeToggle } from '../theme-toggle/ThemeToggle';

/** The site's primary sections (UI.md), in the header on desktop and as a scrolling row on phones. */
export const PRIMARY_SECTIONS = [
  { key: 'sports', path: 'line' },
  { key: 'live', path: 'live' },
  { key: 'esports', path: 'esports/real' },
  { key: 'casino', path: 'casino' },
  { key: 'liveCasino', path: 'live-casino' },
  { key: 'games', path: 'games' },
  { key: 'promotions', path: 'bonuses' },
] as const;

function isCurrent(pathname: string, lng: string, path: string): boolean {
  const base = `/${lng}/${path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

interface Props {
  readonly config: ConfigAllResponse;
  readonly lng: string;
}

export function Header({ config, lng }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
          {/* A menu of paths (a string `to`, unchecked by the tree): typed links would cost the first JavaScript bytes it has not got. */}
          {PRIMARY_SECTIONS.map((section) => (
            <Link key={section.key} to={`/${lng}/${section.path}` as string} className="primary-nav__link" aria-current={isCurrent(pathname, lng, section.path) ? 'page' : undefined}>
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

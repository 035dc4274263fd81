import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const PAGES = [
  { key: 'deposit', path: 'office/bonuses/deposit' },
  { key: 'wager', path: 'office/bonuses/wager' },
  { key: 'promotion', path: 'office/promotion' },
  { key: 'vip', path: 'office/casino/vipcashback' },
  { key: 'premium', path: 'office/casino/premiumcashback' },
  { key: 'rewards', path: 'office/rewards' },
  { key: 'friend', path: 'office/bringfriend' },
] as const;

/** The office's bonus pages, side by side (the account menu links only some of them). */
export function BonusOfficeNav() {
  const { t } = useTranslation('pages');
  const { lng = 'en' } = useParams({ strict: false });
  const { pathname } = useLocation();
  return (
    <nav className="bonuses-nav" aria-label={t('bonuses.office.navLabel')}>
      <ul>
        {PAGES.map((page) => {
          const href = `/${lng}/${page.path}`;
          return (
            <li key={page.key}>
              <Link to={href} className="bonuses-nav__link" aria-current={pathname.replace(/\/$/, '') === href ? 'page' : undefined}>
                {t(`bonuses.office.nav.${page.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

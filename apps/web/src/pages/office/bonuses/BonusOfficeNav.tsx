import { useLocation, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isCurrentPath, NavLinks } from '../../../shared/ui/NavLinks';

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
  const { lng } = useParams({ from: '/$lng' });
  const { pathname } = useLocation();
  return (
    <NavLinks
      className="bonuses-nav"
      label={t('bonuses.office.navLabel')}
      linkClassName="bonuses-nav__link"
      list
      items={PAGES.map((page) => {
        const href = `/${lng}/${page.path}`;
        return { key: page.key, href, label: t(`bonuses.office.nav.${page.key}`), current: isCurrentPath(pathname, href) };
      })}
    />
  );
}

import { Link, useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { $isSignedIn } from '../../entities/session/session-state';
import './bottom-nav.css';

const CouponSheet = lazy(() => import('../coupon/CouponSheet').then((module) => ({ default: module.CouponSheet })));

const ICONS: Readonly<Record<string, ReactNode>> = {
  sports: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.2 2.6 1.9-1 3.1h-3.2l-1-3.1L12 4.2Zm-6.1 4.2 3 .1 1 3-2.5 1.9-2.3-1.7a8 8 0 0 1 .8-3.3Zm12.2 0a8 8 0 0 1 .8 3.3l-2.3 1.7-2.5-1.9 1-3 3-.1ZM9.8 15.4h4.4l1.1 3.2a8 8 0 0 1-6.6 0l1.1-3.2Z" />,
  live: <path d="M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-6.4-2.4 1.4 1.4a7 7 0 0 0 0 10l-1.4 1.4a9 9 0 0 1 0-12.8Zm12.8 0a9 9 0 0 1 0 12.8L17 17a7 7 0 0 0 0-10l1.4-1.4Z" />,
  casino: <path d="M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm2 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />,
  coupon: <path d="M5 3h14a1 1 0 0 1 1 1v4a2 2 0 0 0 0 4v4a2 2 0 0 0 0 4v1a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-1a2 2 0 0 0 0-4v-4a2 2 0 0 0 0-4V4a1 1 0 0 1 1-1Zm3 5v2h8V8H8Zm0 4v2h8v-2H8Zm0 4v2h5v-2H8Z" />,
  account: <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />,
};

/** UI.md phone layout: Sports, Live, Casino, the coupon with its count, Account — in thumb reach (hidden from 768 px up). */
export function BottomNav({ lng }: { readonly lng: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [signedIn, bets, mounted] = useUnit([$isSignedIn, coupon.$bets, coupon.mounted]);
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    mounted();
  }, [mounted]);
  const links = [
    { key: 'sports', label: t('nav.sports'), path: 'line' },
    { key: 'live', label: t('nav.live'), path: 'live' },
    { key: 'casino', label: t('nav.casino'), path: 'casino' },
  ];
  const account = signedIn ? { key: 'account', label: t('nav.account'), path: 'office/account' } : { key: 'account', label: t('account.signIn'), path: 'user/login' };
  const link = (item: { key: string; label: string; path: string }) => {
    const href = `/${lng}/${item.path}`;
    const current = pathname === href || pathname.startsWith(`${href}/`);
    return (
      <Link key={item.key} to={href} className="bottom-nav__item" aria-current={current ? 'page' : undefined}>
        <NavIcon name={item.key} />
        <span>{item.label}</span>
      </Link>
    );
  };
  return (
    <nav className="bottom-nav" aria-label={t('nav.sections')}>
      {links.map(link)}
      <button type="button" className="bottom-nav__item" aria-haspopup="dialog" aria-expanded={sheetOpen} onClick={() => setSheetOpen(true)}>
        <NavIcon name="coupon" />
        {bets.length > 0 ? <span className="bottom-nav__badge">{bets.length}</span> : null}
        <span>{t('nav.coupon')}</span>
      </button>
      {link(account)}
      {sheetOpen ? (
        <Suspense fallback={null}>
          <CouponSheet lng={lng} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}

function NavIcon({ name }: { readonly name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      {ICONS[name]}
    </svg>
  );
}

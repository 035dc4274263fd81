import { Link, useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn } from '../../entities/session/session-state';
import './bottom-nav.css';

const ICONS: Readonly<Record<string, ReactNode>> = {
  sports: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.2 2.6 1.9-1 3.1h-3.2l-1-3.1L12 4.2Zm-6.1 4.2 3 .1 1 3-2.5 1.9-2.3-1.7a8 8 0 0 1 .8-3.3Zm12.2 0a8 8 0 0 1 .8 3.3l-2.3 1.7-2.5-1.9 1-3 3-.1ZM9.8 15.4h4.4l1.1 3.2a8 8 0 0 1-6.6 0l1.1-3.2Z" />,
  live: <path d="M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-6.4-2.4 1.4 1.4a7 7 0 0 0 0 10l-1.4 1.4a9 9 0 0 1 0-12.8Zm12.8 0a9 9 0 0 1 0 12.8L17 17a7 7 0 0 0 0-10l1.4-1.4Z" />,
  casino: <path d="M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm2 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />,
  promotions: <path d="M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-1a1 1 0 1 1 0 2h-2V7a1 1 0 0 1 2-1ZM9 6a1 1 0 0 1 2 1v1H9a1 1 0 1 1 0-2Zm2 14H7v-8h4v8Zm6 0h-4v-8h4v8Z" />,
  account: <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />,
};

/** UI.md phone layout: the sections at the bottom of the screen, in thumb reach (hidden from 768 px up). */
export function BottomNav({ lng }: { readonly lng: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useUnit($isSignedIn);
  const items = [
    { key: 'sports', label: t('nav.sports'), path: 'line' },
    { key: 'live', label: t('nav.live'), path: 'live' },
    { key: 'casino', label: t('nav.casino'), path: 'casino' },
    { key: 'promotions', label: t('nav.promotions'), path: 'bonuses' },
    signedIn ? { key: 'account', label: t('nav.account'), path: 'office/account' } : { key: 'account', label: t('account.signIn'), path: 'user/login' },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.sections')}>
      {items.map((item) => {
        const href = `/${lng}/${item.path}`;
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link key={item.key} to={href} className="bottom-nav__item" aria-current={current ? 'page' : undefined}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
              {ICONS[item.key]}
            </svg>
            <span>{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

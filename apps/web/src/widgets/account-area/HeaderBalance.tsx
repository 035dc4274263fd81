import { headerBalance } from '@betting/accounts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hideBalance, accounts, hideBalanceToggled } from '../../entities/accounts/accounts.model';
import './header-balance.css';

/**
 * The active account's balance in the header (UI.md), a link to the wallets, with the hide toggle, and the deposit
 * button. Its own chunk: loaded once someone is signed in.
 */
export function HeaderBalance({ lng }: { readonly lng: string }) {
  const { t, i18n } = useTranslation();
  const [account, hidden, toggle, refreshing] = useUnit([accounts.$activeAccount, $hideBalance, hideBalanceToggled, accounts.$isUpdateBalanceProcess]);
  const shown = headerBalance({ account, hideBalance: hidden, locale: i18n.language });
  return (
    <div className="header-balance">
      <Link to="/$lng/office/account" params={{ lng }} className="header-balance__amount" aria-busy={refreshing || undefined} data-testid="header-balance">
        <span className="visually-hidden">{t('account.balance')} </span>
        {shown.kind === 'shown' ? shown.text : shown.kind === 'hidden' ? `•••\u00a0${shown.symbol}` : '…'}
      </Link>
      <button type="button" className="header-balance__toggle" aria-pressed={hidden} aria-label={t('account.hideBalance')} onClick={() => toggle()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {hidden ? <path d="M4 4l16 16" /> : null}
        </svg>
      </button>
      <Link to="/$lng/office/recharge" params={{ lng }} className="button button--primary account-area__button header-balance__deposit">
        <span aria-hidden="true" className="header-balance__plus">
          +
        </span>
        <span className="account-area__button-text">{t('account.deposit')}</span>
      </Link>
    </div>
  );
}

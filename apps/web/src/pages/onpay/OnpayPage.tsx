import { formatMoney } from '@betting/kernel';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../entities/accounts/accounts.model';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import './onpay.css';

const ICONS: Readonly<Record<string, string>> = { success: '✓', pending: '⏳', fail: '!', cancel: '×' };

/**
 * Where the payment provider sends the person back (spec §2 empty layout: onpay/{outcome} and onpay/withdraw/{outcome}):
 * the outcome in plain words, the wallet's balance as the ledger has it now, and the way back to the site.
 */
export function OnpayPage() {
  const { t, i18n } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? '' });
  const outcome = routeId.slice(routeId.lastIndexOf('.') + 1);
  const kind = routeId.startsWith('onpay.withdraw.') ? 'withdrawal' : 'deposit';
  const [account, refresh] = useUnit([accounts.$activeAccount, accounts.balanceRefreshRequested]);
  useEffect(() => refresh(), [refresh]);
  const title = t(`onpay.${kind}.${outcome}.title`);
  useDocumentTitle(title);
  return (
    <section className={`status-card status-card--${outcome}`} aria-labelledby="status-title">
      <span className="status-card__icon" aria-hidden="true">
        {ICONS[outcome] ?? '•'}
      </span>
      <h1 id="status-title">{title}</h1>
      <p>{t(`onpay.${kind}.${outcome}.text`)}</p>
      {account ? (
        <p className="status-card__balance">
          {t('onpay.balance')} <strong data-testid="onpay-balance">{formatMoney(account.money, account.iso, i18n.language)}</strong>
        </p>
      ) : null}
      <div className="office-actions status-card__actions">
        <Link to="/$lng/office/historypay" params={{ lng }} className="button button--primary">
          {t('onpay.history')}
        </Link>
        <Link to="/$lng" params={{ lng }} className="button button--secondary">
          {t('onpay.home')}
        </Link>
      </div>
    </section>
  );
}

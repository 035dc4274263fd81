import { removalRefusal, type Account } from '@betting/accounts';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';

/** The person's wallets: each with its balance, which one is active, and what can be done with it. */
export function WalletList() {
  const { t, i18n } = useTranslation('pages');
  const [visible, bonus, changing, switchTo, remove] = useUnit([
    accounts.$visibleAccounts,
    accounts.$bonusAccount,
    accounts.$changeProcess,
    accounts.accountSwitchRequested,
    accounts.currencyRemoveRequested,
  ]);
  const busy = changing.add || changing.change || changing.delete;
  const wallets: readonly Account[] = bonus ? [...visible, bonus] : visible;
  if (wallets.length === 0) return <p aria-busy="true">{t('office.loading')}</p>;
  return (
    <ul className="wallet-list" data-testid="wallets">
      {wallets.map((account) => {
        const removable = removalRefusal(account) === null;
        const isBonus = account === bonus;
        return (
          <li key={account.id} className={account.isActive ? 'wallet wallet--active' : 'wallet'} aria-current={account.isActive || undefined}>
            <span className="wallet__currency" aria-hidden="true">
              {account.symbol}
            </span>
            <span className="wallet__name">
              <strong>{account.iso}</strong>
              <span>{isBonus ? t('wallets.bonus') : account.type === 0 ? t('wallets.main') : t('wallets.currency')}</span>
            </span>
            <span className="wallet__money">{formatMoney(account.money, account.iso, i18n.language)}</span>
            <span className="wallet__actions">
              {account.isActive ? (
                <span className="office-badge office-badge--filled">{t('wallets.active')}</span>
              ) : isBonus ? null : (
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => switchTo(account.id)}>
                  {t('wallets.makeActive', { iso: account.iso })}
                </button>
              )}
              {removable ? (
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => remove(account.id)}>
                  {t('wallets.remove', { iso: account.iso })}
                </button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

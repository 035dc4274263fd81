import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';
import { $userId } from '../../../entities/session/session-state';
import { OfficeLayout } from '../layout/OfficeLayout';
import { WalletList } from './WalletList';
import { $addableCurrencies, walletsPageOpened } from './wallets.model';
import './wallets.css';

/** `office/account`: the person's ID, their wallets (switch, add, remove) and the way to deposit or withdraw. */
export function AccountPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [userId, opened] = useUnit([$userId, walletsPageOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <OfficeLayout routeId="office.account">
      <section className="card office-card account-summary" aria-labelledby="account-summary-title">
        <h2 id="account-summary-title">{t('wallets.summaryTitle')}</h2>
        <p>
          {t('wallets.yourId')} <strong data-testid="office-user-id">{userId}</strong>
        </p>
        <div className="office-actions">
          <Link to="/$lng/office/recharge" params={{ lng }} className="button button--primary">
            {t('wallets.deposit')}
          </Link>
          <Link to="/$lng/office/deduce" params={{ lng }} className="button button--secondary">
            {t('wallets.withdraw')}
          </Link>
          <Link to="/$lng/office/historypay" params={{ lng }} className="button button--ghost">
            {t('wallets.history')}
          </Link>
        </div>
      </section>
      <section className="card office-card" aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('wallets.title')}</h2>
        <p>{t('wallets.text')}</p>
        <WalletList />
        <AddCurrencyForm />
      </section>
    </OfficeLayout>
  );
}

function AddCurrencyForm() {
  const { t } = useTranslation('pages');
  const [addable, selected, select, add, changing] = useUnit([$addableCurrencies, accounts.$selectedAddCurrency, accounts.addCurrencySelected, accounts.currencyAddRequested, accounts.$changeProcess]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== null) add(selected);
  };
  return (
    <form className="office-form wallet-add" onSubmit={onSubmit}>
      <div className="field office-field">
        <label htmlFor="wallet-add-currency">{t('wallets.addLabel')}</label>
        <select id="wallet-add-currency" value={selected ?? ''} onChange={(event) => select(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">{t('wallets.choose')}</option>
          {addable.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.iso} · {currency.symbol}
            </option>
          ))}
        </select>
      </div>
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={selected === null || changing.add} aria-busy={changing.add || undefined}>
          {changing.add ? t('wallets.adding') : t('wallets.add')}
        </button>
      </div>
    </form>
  );
}

import { isMainOrCurrencyAccount, type Account } from '@betting/accounts';
import type { PaymentKind, PaymentMethod } from '@betting/contracts';
import { formatMoney, minorToMajorString, parseMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../entities/accounts/accounts.model';
import { PaymentRefusalText } from './PaymentRefusalText';
import type { PaymentFormModel } from './payment-form.model';
import './payment-form.css';

/** Quick amounts: the method's minimum times these. */
const QUICK_MULTIPLES = [1, 2, 5, 10] as const;

/**
 * One form for deposits and withdrawals: the wallet, the amount (exact, in the wallet's currency), the method, and for
 * a withdrawal where the money goes. Sending it takes the person to the payment provider's page.
 */
export function PaymentForm({ kind, model }: { readonly kind: PaymentKind; readonly model: PaymentFormModel }) {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const [wallets, active, accountFrozen, methods, methodsFailed, refusal, pending, leaving, open, submit, refuse] = useUnit([
    accounts.$visibleAccounts,
    accounts.$activeAccount,
    accounts.$isAccountFrozen,
    model.$methods,
    model.$methodsFailed,
    model.$refusal,
    model.$pending,
    model.$leaving,
    model.formOpened,
    model.submitted,
    model.refusedLocally,
  ]);
  const payable = wallets.filter(isMainOrCurrencyAccount);
  const [accountId, setAccountId] = useState<number | null>(null);
  const account: Account | null = payable.find((candidate) => candidate.id === accountId) ?? active ?? payable[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [destination, setDestination] = useState('');
  const usable = methods.filter((method) => method.kinds.includes(kind));
  const method: PaymentMethod | null = usable.find((candidate) => candidate.id === methodId) ?? usable[0] ?? null;
  const limits = method ? method.limits[kind] : null;

  const iso = account?.iso;
  useEffect(() => {
    if (iso) open(iso);
  }, [iso, open]);

  if (!account) return <p aria-busy="true">{t('office.loading')}</p>;
  // The balance call says whether the active account is frozen (spec §3 isAccountFrozen); the server decides anyway.
  const frozen = kind === 'withdrawal' && accountFrozen && account.isActive;
  const money = (minor: number) => formatMoney(minor, account.iso, i18n.language);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const amount = parseMoney(amountText.trim().replace(',', '.'), account.iso);
    if (!amount.ok || amount.value <= 0) return refuse({ code: 'invalid_amount', params: {} });
    const common = { accountId: account.id, amount: amount.value, method: method.id, lng: i18n.language };
    submit({ kind, body: kind === 'deposit' ? common : { ...common, destination } });
  };

  return (
    <form className="office-form payment-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-alert`}>
      <div className="field office-field">
        <label htmlFor={`${id}-account`}>{t('payments.wallet')}</label>
        <select id={`${id}-account`} value={account.id} onChange={(event) => setAccountId(Number(event.target.value))}>
          {payable.map((wallet) => (
            <option key={wallet.id} value={wallet.id}>
              {wallet.iso} · {formatMoney(wallet.money, wallet.iso, i18n.language)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="payment-form__methods">
        <legend>{t('payments.method')}</legend>
        {methodsFailed ? <p role="alert">{t('office.loadFailed')}</p> : null}
        {usable.map((candidate) => (
          <label key={candidate.id} className={candidate.id === method?.id ? 'payment-method payment-method--chosen' : 'payment-method'}>
            <input type="radio" name={`${id}-method`} value={candidate.id} checked={candidate.id === method?.id} onChange={() => setMethodId(candidate.id)} />
            <span>{candidate.name}</span>
          </label>
        ))}
      </fieldset>

      <div className="field office-field">
        <label htmlFor={`${id}-amount`}>{t('payments.amount', { iso: account.iso })}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={refusal?.code.startsWith('amount') || refusal?.code === 'invalid_amount' || undefined}
          aria-describedby={`${id}-limits`}
        />
        <span id={`${id}-limits`} className="office-field__hint">
          {limits ? t('payments.limits', { minimum: money(limits.minimum), maximum: money(limits.maximum) }) : ''}
        </span>
        {limits ? (
          <div className="payment-form__quick" role="group" aria-label={t('payments.quickAmounts')}>
            {QUICK_MULTIPLES.map((times) => (
              <button key={times} type="button" className="chip" onClick={() => setAmountText(minorToMajorString(limits.minimum * times, account.iso))}>
                {money(limits.minimum * times)}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {kind === 'withdrawal' && method ? (
        <div className="field office-field">
          <label htmlFor={`${id}-destination`}>{t(`payments.destination.${method.destination}`)}</label>
          <input id={`${id}-destination`} autoComplete="off" inputMode={method.destination === 'card' ? 'numeric' : 'text'} value={destination} onChange={(event) => setDestination(event.target.value)} />
        </div>
      ) : null}

      <div id={`${id}-alert`} role="alert" className={refusal || frozen ? 'office-alert office-alert--shown' : 'office-alert'}>
        {frozen ? t('payments.errors.account_frozen') : refusal ? <PaymentRefusalText refusal={refusal} iso={account.iso} /> : null}
      </div>
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || leaving || frozen || !method} aria-busy={pending || leaving || undefined}>
          {leaving ? t('payments.redirecting') : t(kind === 'deposit' ? 'payments.depositSubmit' : 'payments.withdrawSubmit')}
        </button>
      </div>
      <p className="office-field__hint">{t(kind === 'deposit' ? 'payments.depositNote' : 'payments.withdrawNote')}</p>
    </form>
  );
}

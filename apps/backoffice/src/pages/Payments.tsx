import { BackofficePaths, BackofficePaymentsResponseSchema } from '@betting/contracts';
import { useId, useState } from 'react';
import { call, formatInstant, formatMinor, queryOf } from '../api';
import { texts } from '../texts';
import { useList } from './useList';

const t = texts.payments;
type Kind = '' | 'deposit' | 'withdrawal';
type Status = '' | 'pending' | 'success' | 'fail' | 'cancel';

/** Deposits and withdrawals, newest first, by kind and status (read only for now). */
export function PaymentsPage() {
  const [kind, setKind] = useState<Kind>('');
  const [status, setStatus] = useState<Status>('pending');
  const list = useList(async () => (await call(BackofficePaymentsResponseSchema, `${BackofficePaths.payments}${queryOf({ kind, status })}`)).entities, `${kind}|${status}`);
  const ids = { kind: useId(), status: useId() };
  return (
    <section aria-labelledby="payments-heading">
      <div className="page-head">
        <h1 id="payments-heading">{t.heading}</h1>
        <label htmlFor={ids.kind}>{t.kind}</label>
        <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          <option value="">{t.all}</option>
          <option value="deposit">{t.kinds.deposit}</option>
          <option value="withdrawal">{t.kinds.withdrawal}</option>
        </select>
        <label htmlFor={ids.status}>{t.status}</label>
        <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as Status)}>
          <option value="">{t.all}</option>
          {(['pending', 'success', 'fail', 'cancel'] as const).map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
      </div>
      {list.error && (
        <p className="error" role="alert">
          {list.error}
        </p>
      )}
      {!list.rows && !list.error && <p className="muted">{texts.app.loading}</p>}
      {list.rows && (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">{t.columns.id}</th>
              <th scope="col">{t.columns.created}</th>
              <th scope="col">{t.columns.bettor}</th>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col" className="right">
                {t.columns.amount}
              </th>
              <th scope="col">{t.columns.method}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.settled}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={8} className="muted">
                  {texts.app.noRows}
                </td>
              </tr>
            )}
            {list.rows.map((payment) => (
              <tr key={payment.id}>
                <td className="num">{payment.id}</td>
                <td className="nowrap">{formatInstant(payment.created_at)}</td>
                <td className="num">{payment.user_id}</td>
                <td>{t.kinds[payment.kind]}</td>
                <td className="num right nowrap">
                  {formatMinor(payment.amount, payment.minor_digits)} {payment.currency}
                </td>
                <td>
                  {payment.method} <span className="muted">({payment.provider})</span>
                </td>
                <td>
                  <span className={`pill p-${payment.status}`}>{t.statuses[payment.status]}</span>
                </td>
                <td className="nowrap">{payment.settled_at ? formatInstant(payment.settled_at) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { BackofficePaths, BackofficePaymentSchema, BackofficePaymentsResponseSchema, type BackofficePayment } from '@betting/contracts';
import { useId, useState } from 'react';
import { BackofficeError, call, formatInstant, formatMinor, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { useList } from './useList';

const t = texts.payments;
type Kind = '' | 'deposit' | 'withdrawal';
type Status = '' | 'pending' | 'success' | 'fail' | 'cancel';
type Review = '' | 'waiting' | 'approved' | 'rejected';

/** Deposits and withdrawals, newest first, by kind, status and review; withdrawals above the review amount wait here for a decision. */
export function PaymentsPage() {
  const staff = useStaff();
  const [kind, setKind] = useState<Kind>('');
  const [status, setStatus] = useState<Status>('pending');
  const [review, setReview] = useState<Review>('');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useList(async () => (await call(BackofficePaymentsResponseSchema, `${BackofficePaths.payments}${queryOf({ kind, status, review })}`)).entities, `${kind}|${status}|${review}`);
  const ids = { kind: useId(), status: useId(), review: useId() };
  const decide = async (payment: BackofficePayment, decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !window.confirm(t.confirmReject)) return;
    try {
      await call(BackofficePaymentSchema, BackofficePaths.paymentReview(payment.id), { method: 'POST', body: { decision } });
      setNotice(`#${payment.id}: ${decision === 'approve' ? t.approvedNotice : t.rejectedNotice}`);
      setFailure(null);
    } catch (error) {
      setNotice(null);
      setFailure(errorText(error instanceof BackofficeError ? error.code : 'unknown'));
    }
    await list.reload();
  };
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
        <label htmlFor={ids.review}>{t.review}</label>
        <select id={ids.review} value={review} onChange={(event) => setReview(event.target.value as Review)}>
          <option value="">{t.reviewAll}</option>
          {(['waiting', 'approved', 'rejected'] as const).map((value) => (
            <option key={value} value={value}>
              {t.reviews[value]}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className={failure ? 'error' : 'notice'} role={failure ? 'alert' : undefined}>
        {failure ?? notice ?? ''}
      </p>
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
              <th scope="col">{t.columns.review}</th>
              <th scope="col">{t.columns.settled}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={9} className="muted">
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
                <td>
                  {payment.review === 'waiting' && can(staff, 'payments.review') ? (
                    <div className="actions">
                      <button type="button" className="button primary small" onClick={() => void decide(payment, 'approve')} aria-label={`${t.approve} #${payment.id}`}>
                        {t.approve}
                      </button>
                      <button type="button" className="button danger small" onClick={() => void decide(payment, 'reject')} aria-label={`${t.reject} #${payment.id}`}>
                        {t.reject}
                      </button>
                    </div>
                  ) : payment.review ? (
                    <span className={`pill rv-${payment.review}`}>
                      {t.reviews[payment.review]}
                      {payment.reviewed_by && ` ${t.by} ${payment.reviewed_by}`}
                    </span>
                  ) : (
                    '—'
                  )}
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

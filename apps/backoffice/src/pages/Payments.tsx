import { BackofficePaths, BackofficePaymentSchema, BackofficePaymentsResponseSchema, type BackofficePayment } from '@betting/contracts';
import { useState } from 'react';
import { BackofficeError, call, formatInstant, formatMinor, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { DeskTable, FilterSelect, StatusPill, type DeskColumn } from '../ui/DeskTable';
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
  const columns: DeskColumn<BackofficePayment>[] = [
    { key: 'id', header: t.columns.id, cell: (payment) => payment.id, className: 'num' },
    { key: 'created', header: t.columns.created, cell: (payment) => formatInstant(payment.created_at), className: 'nowrap' },
    { key: 'bettor', header: t.columns.bettor, cell: (payment) => payment.user_id, className: 'num' },
    { key: 'kind', header: t.columns.kind, cell: (payment) => t.kinds[payment.kind] },
    { key: 'amount', header: t.columns.amount, cell: (payment) => `${formatMinor(payment.amount, payment.minor_digits)} ${payment.currency}`, className: 'num right nowrap' },
    {
      key: 'method',
      header: t.columns.method,
      cell: (payment) => (
        <>
          {payment.method} <span className="muted">({payment.provider})</span>
        </>
      ),
    },
    { key: 'status', header: t.columns.status, cell: (payment) => <StatusPill tone={`p-${payment.status}`}>{t.statuses[payment.status]}</StatusPill> },
    {
      key: 'review',
      header: t.columns.review,
      cell: (payment) =>
        payment.review === 'waiting' && can(staff, 'payments.review') ? (
          <div className="actions">
            <button type="button" className="button primary small" onClick={() => void decide(payment, 'approve')} aria-label={`${t.approve} #${payment.id}`}>
              {t.approve}
            </button>
            <button type="button" className="button danger small" onClick={() => void decide(payment, 'reject')} aria-label={`${t.reject} #${payment.id}`}>
              {t.reject}
            </button>
          </div>
        ) : payment.review ? (
          <StatusPill tone={`rv-${payment.review}`}>
            {t.reviews[payment.review]}
            {payment.reviewed_by && ` ${t.by} ${payment.reviewed_by}`}
          </StatusPill>
        ) : (
          '—'
        ),
    },
    { key: 'settled', header: t.columns.settled, cell: (payment) => (payment.settled_at ? formatInstant(payment.settled_at) : '—'), className: 'nowrap' },
  ];
  return (
    <section aria-labelledby="payments-heading">
      <div className="page-head">
        <h1 id="payments-heading">{t.heading}</h1>
        <FilterSelect<Kind>
          label={t.kind}
          value={kind}
          options={[
            { value: '', label: t.all },
            { value: 'deposit', label: t.kinds.deposit },
            { value: 'withdrawal', label: t.kinds.withdrawal },
          ]}
          onChange={setKind}
        />
        <FilterSelect<Status>
          label={t.status}
          value={status}
          options={[{ value: '', label: t.all }, ...(['pending', 'success', 'fail', 'cancel'] as const).map((value) => ({ value, label: t.statuses[value] }))]}
          onChange={setStatus}
        />
        <FilterSelect<Review>
          label={t.review}
          value={review}
          options={[{ value: '', label: t.reviewAll }, ...(['waiting', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.reviews[value] }))]}
          onChange={setReview}
        />
      </div>
      <p aria-live="polite" className={failure ? 'error' : 'notice'} role={failure ? 'alert' : undefined}>
        {failure ?? notice ?? ''}
      </p>
      <DeskTable rows={list.rows} error={list.error} columns={columns} rowKey={(payment) => payment.id} />
    </section>
  );
}

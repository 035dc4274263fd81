import { BackofficePaths, KycDocumentSchema, KycQueueResponseSchema, type KycDocument } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { ActionNotice, DeskTable, FilterSelect, StatusPill, type DeskColumn } from '../ui/DeskTable';
import { useList } from './useList';

const t = texts.kyc;
type Status = KycDocument['status'];

/** The documents bettors uploaded: pending ones oldest first; approve, or reject with the reason the bettor reads. */
export function KycPage() {
  const staff = useStaff();
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const list = useList(async () => (await call(KycQueueResponseSchema, `${BackofficePaths.kycDocuments}${queryOf({ status })}`)).entities, status);

  const decide = async (id: number, body: unknown, done: string) => {
    try {
      await call(KycDocumentSchema, BackofficePaths.kycReview(id), { method: 'POST', body });
      setNotice({ kind: 'ok', text: done });
      setRejecting(null);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });
    }
    await list.reload();
  };

  const columns: DeskColumn<KycDocument>[] = [
    { key: 'id', header: t.columns.id, cell: (document) => document.id, className: 'num' },
    { key: 'uploaded', header: t.columns.uploaded, cell: (document) => formatInstant(document.created_at), className: 'nowrap' },
    { key: 'bettor', header: t.columns.bettor, cell: (document) => document.user_id, className: 'num' },
    { key: 'type', header: t.columns.type, cell: (document) => t.documentTypes[document.type] ?? document.type },
    {
      key: 'file',
      header: t.columns.file,
      cell: (document) => (
        <>
          <a href={BackofficePaths.kycDocumentFile(document.id)} target="_blank" rel="noreferrer">
            {document.file_name}
          </a>{' '}
          <span className="muted">({Math.ceil(document.size / 1024)} KB)</span>
        </>
      ),
    },
    {
      key: 'verification',
      header: t.columns.verification,
      cell: (document) => <StatusPill tone={`v${document.verification_status}`}>{t.verificationStatuses[document.verification_status] ?? document.verification_status}</StatusPill>,
    },
    {
      key: 'decision',
      header: t.columns.decision,
      cell: (document) =>
        document.status === 'pending' && can(staff, 'kyc.review') ? (
          rejecting === document.id ? (
            <RejectForm
              onCancel={() => setRejecting(null)}
              onReject={(reason, requestAdditional) => decide(document.id, { status: 'rejected', reason, request_additional: requestAdditional }, t.rejected)}
            />
          ) : (
            <div className="actions">
              <button type="button" className="button primary small" onClick={() => void decide(document.id, { status: 'approved' }, t.approved)} aria-label={`${t.approve} ${document.id}`}>
                {t.approve}
              </button>
              <button type="button" className="button danger small" onClick={() => setRejecting(document.id)} aria-label={`${t.reject} ${document.id}`}>
                {t.reject}
              </button>
            </div>
          )
        ) : (
          <span>
            {t.statuses[document.status]}
            {document.reject_reason && <span className="muted"> — {document.reject_reason}</span>}
          </span>
        ),
    },
  ];

  return (
    <section aria-labelledby="kyc-heading">
      <div className="page-head">
        <h1 id="kyc-heading">{t.heading}</h1>
        <FilterSelect label={t.status} value={status} options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.statuses[value] }))} onChange={setStatus} />
      </div>
      <ActionNotice notice={notice} />
      <DeskTable rows={list.rows} error={list.error} columns={columns} rowKey={(document) => document.id} />
    </section>
  );
}

function RejectForm({ onReject, onCancel }: { onReject: (reason: string, requestAdditional: boolean) => Promise<void>; onCancel: () => void }) {
  const ids = { reason: useId(), additional: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void onReject(String(form.get('reason') ?? '').trim(), form.get('additional') === 'on');
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={ids.reason}>{t.reason}</label>
      <input id={ids.reason} name="reason" required maxLength={500} autoFocus />
      <span className="check">
        <input id={ids.additional} name="additional" type="checkbox" />
        <label htmlFor={ids.additional}>{t.requestAdditional}</label>
      </span>
      <div className="actions">
        <button className="button danger small" type="submit">
          {t.confirmReject}
        </button>
        <button className="button ghost small" type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

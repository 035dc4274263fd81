import { BackofficePaths, KycDocumentSchema, KycQueueResponseSchema, type KycDocument } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
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
  const statusId = useId();

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

  return (
    <section aria-labelledby="kyc-heading">
      <div className="page-head">
        <h1 id="kyc-heading">{t.heading}</h1>
        <label htmlFor={statusId}>{t.status}</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as Status)}>
          {(['pending', 'approved', 'rejected'] as const).map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">{notice && <p className={notice.kind === 'ok' ? 'notice' : 'error'}>{notice.text}</p>}</div>
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
              <th scope="col">{t.columns.uploaded}</th>
              <th scope="col">{t.columns.bettor}</th>
              <th scope="col">{t.columns.type}</th>
              <th scope="col">{t.columns.file}</th>
              <th scope="col">{t.columns.verification}</th>
              <th scope="col">{t.columns.decision}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
                  {texts.app.noRows}
                </td>
              </tr>
            )}
            {list.rows.map((document) => (
              <tr key={document.id}>
                <td className="num">{document.id}</td>
                <td className="nowrap">{formatInstant(document.created_at)}</td>
                <td className="num">{document.user_id}</td>
                <td>{t.documentTypes[document.type] ?? document.type}</td>
                <td>
                  <a href={BackofficePaths.kycDocumentFile(document.id)} target="_blank" rel="noreferrer">
                    {document.file_name}
                  </a>{' '}
                  <span className="muted">({Math.ceil(document.size / 1024)} KB)</span>
                </td>
                <td>
                  <span className={`pill v${document.verification_status}`}>{t.verificationStatuses[document.verification_status] ?? document.verification_status}</span>
                </td>
                <td>
                  {document.status === 'pending' && can(staff, 'kyc.review') ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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

import { BackofficePaths, SUPPORT_ANSWER_MAX_LENGTH, SupportInboxResponseSchema, SupportItemSchema, type SupportItem, type SupportItemKind, type SupportItemStatus } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { useList } from './useList';

const t = texts.support;
const keyOf = (item: Pick<SupportItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** Support requests and block appeals: open ones first, oldest first; answer (office and e-mail) or close. */
export function SupportPage() {
  const staff = useStaff();
  const [status, setStatus] = useState<SupportItemStatus | ''>('open');
  const [kind, setKind] = useState<SupportItemKind | ''>('');
  const [answering, setAnswering] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const list = useList(async () => (await call(SupportInboxResponseSchema, `${BackofficePaths.supportInbox}${queryOf({ status, kind })}`)).entities, `${status}|${kind}`);
  const ids = { status: useId(), kind: useId() };

  const act = async (url: string, body: unknown, done: string) => {
    try {
      await call(SupportItemSchema, url, { method: 'POST', body });
      setNotice({ kind: 'ok', text: done });
      setAnswering(null);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });
    }
    await list.reload();
  };

  return (
    <section aria-labelledby="support-heading">
      <div className="page-head">
        <h1 id="support-heading">{t.heading}</h1>
        <label htmlFor={ids.status}>{t.status}</label>
        <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as SupportItemStatus | '')}>
          <option value="">{t.all}</option>
          {(['open', 'answered', 'closed'] as const).map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.kind}>{t.kind}</label>
        <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as SupportItemKind | '')}>
          <option value="">{t.all}</option>
          {(['request', 'appeal'] as const).map((value) => (
            <option key={value} value={value}>
              {t.kinds[value]}
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
              <th scope="col">{t.columns.received}</th>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.bettor}</th>
              <th scope="col">{t.columns.topic}</th>
              <th scope="col">{t.columns.message}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.actions}</th>
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
            {list.rows.map((item) => (
              <tr key={keyOf(item)}>
                <td className="nowrap">{formatInstant(item.created_at)}</td>
                <td>{t.kinds[item.kind]}</td>
                <td className="num">{item.user_id}</td>
                <td>{item.topic ?? '—'}</td>
                <td className="message">
                  <p>{item.message}</p>
                  {item.answer && (
                    <p className="answer">
                      <strong>{t.previousAnswer}:</strong> {item.answer}
                    </p>
                  )}
                </td>
                <td>
                  <span className={`pill s-${item.status}`}>{t.statuses[item.status]}</span>
                </td>
                <td>
                  {item.status !== 'closed' &&
                    can(staff, 'support.answer') &&
                    (answering === keyOf(item) ? (
                      <AnswerForm onCancel={() => setAnswering(null)} onAnswer={(answer) => act(BackofficePaths.supportAnswer(item.kind, item.id), { answer }, t.answered)} />
                    ) : (
                      <div className="actions">
                        <button type="button" className="button primary small" onClick={() => setAnswering(keyOf(item))} aria-label={`${t.answer} ${t.kinds[item.kind]} ${item.id}`}>
                          {t.answer}
                        </button>
                        <button
                          type="button"
                          className="button ghost small"
                          onClick={() => void act(BackofficePaths.supportClose(item.kind, item.id), undefined, t.closed)}
                          aria-label={`${t.close} ${t.kinds[item.kind]} ${item.id}`}
                        >
                          {t.close}
                        </button>
                      </div>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AnswerForm({ onAnswer, onCancel }: { onAnswer: (answer: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onAnswer(String(new FormData(event.currentTarget).get('answer') ?? '').trim());
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={id}>{t.answerLabel}</label>
      <textarea id={id} name="answer" required maxLength={SUPPORT_ANSWER_MAX_LENGTH} rows={4} autoFocus />
      <div className="actions">
        <button className="button primary small" type="submit">
          {t.send}
        </button>
        <button className="button ghost small" type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

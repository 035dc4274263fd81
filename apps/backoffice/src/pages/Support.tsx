import { BackofficePaths, SUPPORT_ANSWER_MAX_LENGTH, SupportInboxResponseSchema, SupportItemSchema, type SupportItem, type SupportItemKind, type SupportItemStatus } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { ActionNotice, DeskTable, FilterSelect, StatusPill, type DeskColumn } from '../ui/DeskTable';
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

  const columns: DeskColumn<SupportItem>[] = [
    { key: 'received', header: t.columns.received, cell: (item) => formatInstant(item.created_at), className: 'nowrap' },
    { key: 'kind', header: t.columns.kind, cell: (item) => t.kinds[item.kind] },
    { key: 'bettor', header: t.columns.bettor, cell: (item) => item.user_id, className: 'num' },
    { key: 'topic', header: t.columns.topic, cell: (item) => item.topic ?? '—' },
    {
      key: 'message',
      header: t.columns.message,
      className: 'message',
      cell: (item) => (
        <>
          <p>{item.message}</p>
          {item.answer && (
            <p className="answer">
              <strong>{t.previousAnswer}:</strong> {item.answer}
            </p>
          )}
        </>
      ),
    },
    { key: 'status', header: t.columns.status, cell: (item) => <StatusPill tone={`s-${item.status}`}>{t.statuses[item.status]}</StatusPill> },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (item) =>
        item.status !== 'closed' &&
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
        )),
    },
  ];

  return (
    <section aria-labelledby="support-heading">
      <div className="page-head">
        <h1 id="support-heading">{t.heading}</h1>
        <FilterSelect<SupportItemStatus | ''>
          label={t.status}
          value={status}
          options={[{ value: '', label: t.all }, ...(['open', 'answered', 'closed'] as const).map((value) => ({ value, label: t.statuses[value] }))]}
          onChange={setStatus}
        />
        <FilterSelect<SupportItemKind | ''>
          label={t.kind}
          value={kind}
          options={[{ value: '', label: t.all }, ...(['request', 'appeal'] as const).map((value) => ({ value, label: t.kinds[value] }))]}
          onChange={setKind}
        />
      </div>
      <ActionNotice notice={notice} />
      <DeskTable rows={list.rows} error={list.error} columns={columns} rowKey={keyOf} />
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

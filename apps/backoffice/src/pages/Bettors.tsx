import {
  BackofficeBettorPaths,
  BettorBanSchema,
  BettorDetailSchema,
  BettorSearchResponseSchema,
  TEAM_CASH_STAFF_STATUSES,
  TeamCashPaymentSchema,
  type BettorDetail,
  type BettorSummary,
  type TeamCashStatusBody,
} from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, formatMinor } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { ActionNotice, DeskTable, StatusPill, type DeskColumn } from '../ui/DeskTable';

const t = texts.bettors;
type Notice = { kind: 'ok' | 'error'; text: string } | null;
type TeamCashRow = BettorDetail['team_cash'][number];

const banPill = (level: number, version: number) =>
  level > 0 ? <StatusPill tone="v4">{t.bannedPill(level, version)}</StatusPill> : <StatusPill tone="v3">{t.notBanned}</StatusPill>;

/** Risk, payments and responsible-gaming officers: a bettor found, their ban set or lifted, their team-cash statuses. */
export function BettorsPage() {
  const [rows, setRows] = useState<BettorSummary[] | null>([]);
  const [listError, setListError] = useState<string | null>(null);
  const [detail, setDetail] = useState<BettorDetail | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const queryId = useId();

  const failed = (failure: unknown) => setNotice({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });
  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q === '') return;
    setRows(null);
    try {
      setRows((await call(BettorSearchResponseSchema, `${BackofficeBettorPaths.search}?${new URLSearchParams({ q }).toString()}`)).entities);
      setListError(null);
    } catch (failure) {
      setListError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
  };
  const open = async (userId: number) => {
    try {
      const opened = await call(BettorDetailSchema, BackofficeBettorPaths.bettor(userId));
      setDetail(opened);
      setNotice(null);
      return opened;
    } catch (failure) {
      failed(failure);
      return null;
    }
  };
  const changed = async (userId: number, text: string) => {
    const fresh = await open(userId);
    setNotice({ kind: 'ok', text });
    // The list's ban column follows the change.
    if (fresh) setRows((current) => current?.map((row) => (row.user_id === userId ? { ...row, ban_level: fresh.ban.level, ban_version: fresh.ban.version } : row)) ?? null);
  };

  const columns: DeskColumn<BettorSummary>[] = [
    { key: 'id', header: t.columns.id, cell: (row) => row.user_id, className: 'num' },
    { key: 'email', header: t.columns.email, cell: (row) => row.email ?? '—' },
    { key: 'phone', header: t.columns.phone, cell: (row) => row.phone ?? '—', className: 'nowrap' },
    { key: 'name', header: t.columns.name, cell: (row) => row.name ?? '—' },
    { key: 'registered', header: t.columns.registered, cell: (row) => formatInstant(row.registered_at), className: 'nowrap' },
    { key: 'ban', header: t.columns.ban, cell: (row) => banPill(row.ban_level, row.ban_version) },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (row) =>
        detail?.bettor.user_id === row.user_id ? (
          <button type="button" className="button ghost small" onClick={() => setDetail(null)} aria-label={`${t.close} ${row.user_id}`}>
            {t.close}
          </button>
        ) : (
          <button type="button" className="button small" onClick={() => void open(row.user_id)} aria-label={`${t.open} ${row.user_id}`}>
            {t.open}
          </button>
        ),
    },
  ];

  return (
    <section aria-labelledby="bettors-heading">
      <div className="page-head">
        <h1 id="bettors-heading">{t.heading}</h1>
      </div>
      <p className="muted">{t.lead}</p>
      <form className="filters" role="search" aria-label={t.find} onSubmit={(event) => void find(event)}>
        <span className="field">
          <label htmlFor={queryId}>{t.query}</label>
          <input id={queryId} name="q" type="search" required maxLength={100} autoComplete="off" />
        </span>
        <span className="actions">
          <button className="button primary small" type="submit">
            {t.find}
          </button>
        </span>
      </form>
      <ActionNotice notice={notice} />
      <DeskTable rows={rows} error={listError} columns={columns} rowKey={(row) => row.user_id} label={t.heading} isSelected={(row) => detail?.bettor.user_id === row.user_id} />
      {detail && <BettorDesk key={`${detail.bettor.user_id}:${detail.ban.set_at ?? ''}`} detail={detail} onChanged={(text) => void changed(detail.bettor.user_id, text)} onFailed={failed} />}
    </section>
  );
}

function BettorDesk({ detail, onChanged, onFailed }: { detail: BettorDetail; onChanged: (text: string) => void; onFailed: (failure: unknown) => void }) {
  const staff = useStaff();
  const { bettor, ban } = detail;
  const headingId = useId();
  const ids = { level: useId(), version: useId(), hint: useId() };
  const [editing, setEditing] = useState<number | null>(null);

  const saveBan = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lift = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'lift';
    const body = { level: lift ? 0 : Number(form.get('level')), version: Number(form.get('version')), reason: String(form.get('reason') ?? '') };
    try {
      await call(BettorBanSchema, BackofficeBettorPaths.ban(bettor.user_id), { method: 'POST', body });
      onChanged(body.level > 0 ? t.banSaved : t.banLifted);
    } catch (failure) {
      onFailed(failure);
    }
  };
  const setStatus = async (payment: TeamCashRow, body: TeamCashStatusBody) => {
    try {
      const saved = await call(TeamCashPaymentSchema, BackofficeBettorPaths.teamCashStatus(payment.id), { method: 'POST', body });
      setEditing(null);
      onChanged(t.statusSaved(saved.id, t.teamCashStatuses[saved.status_id] ?? saved.status_title));
    } catch (failure) {
      onFailed(failure);
    }
  };

  const meaning = ban.level === 0 ? t.banMeaning.none : ban.deduce_allowed ? t.banMeaning.deduce : t.banMeaning.blocked;
  const manageCash = can(staff, 'team_cash.manage');
  const cashColumns: DeskColumn<TeamCashRow>[] = [
    { key: 'id', header: t.teamCashColumns.id, cell: (row) => row.id, className: 'num' },
    { key: 'paid', header: t.teamCashColumns.paid, cell: (row) => formatInstant(row.date_payment), className: 'nowrap' },
    { key: 'amount', header: t.teamCashColumns.amount, cell: (row) => `${formatMinor(row.summ, row.minor_digits)} ${row.iso}`, className: 'num right nowrap' },
    { key: 'status', header: t.teamCashColumns.status, cell: (row) => <StatusPill tone={row.status_id === 2 ? 's-answered' : row.status_id === 1 ? 's-open' : 'v4'}>{t.teamCashStatuses[row.status_id] ?? row.status_title}</StatusPill> },
    { key: 'deposit', header: t.teamCashColumns.deposit, cell: (row) => row.money_deposit_id ?? '—', className: 'num' },
    {
      key: 'actions',
      header: t.teamCashColumns.actions,
      cell: (row) =>
        manageCash &&
        row.money_deposit_id === null &&
        editing !== row.id && (
          <button type="button" className="button small" onClick={() => setEditing(row.id)} aria-label={`${t.changeStatus} ${row.id}`}>
            {t.changeStatus}
          </button>
        ),
    },
  ];

  return (
    <section className="desk-panel" aria-labelledby={headingId}>
      <div className="page-head">
        <h2 id={headingId}>{t.bettor(bettor.user_id)}</h2>
        {banPill(ban.level, ban.version)}
      </div>
      <h3>{t.banHeading}</h3>
      <p data-testid="ban-meaning">{meaning}</p>
      {ban.set_by && ban.set_at && (
        <p className="muted">
          {t.lastChange(ban.set_by, formatInstant(ban.set_at))} {ban.reason}
        </p>
      )}
      {can(staff, 'bettors.ban') && (
        <form className="filters" aria-label={t.banHeading} onSubmit={(event) => void saveBan(event)}>
          <span className="field">
            <label htmlFor={ids.level}>{t.level}</label>
            <input id={ids.level} name="level" type="number" min="0" max="32767" required defaultValue={ban.level} aria-describedby={ids.hint} />
          </span>
          <span className="field">
            <label htmlFor={ids.version}>{t.version}</label>
            <input id={ids.version} name="version" type="number" min="0" required defaultValue={ban.version} aria-describedby={ids.hint} />
          </span>
          <ReasonField />
          <span className="actions">
            <button className="button danger small" type="submit" value="ban">
              {t.setBan}
            </button>
            {ban.level > 0 && (
              <button className="button primary small" type="submit" value="lift">
                {t.liftBan}
              </button>
            )}
          </span>
          <span id={ids.hint} className="muted hint wide-hint">
            {t.levelHint}
          </span>
        </form>
      )}
      <h3>{t.teamCash}</h3>
      <DeskTable
        rows={detail.team_cash}
        columns={cashColumns}
        rowKey={(row) => row.id}
        label={t.teamCash}
        isSelected={(row) => editing === row.id}
        detail={(row) => (editing === row.id ? <StatusForm payment={row} onSave={(body) => void setStatus(row, body)} onCancel={() => setEditing(null)} /> : null)}
      />
    </section>
  );
}

function StatusForm({ payment, onSave, onCancel }: { payment: TeamCashRow; onSave: (body: TeamCashStatusBody) => void; onCancel: () => void }) {
  const ids = { status: useId(), hint: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({ status_id: Number(form.get('status')) as TeamCashStatusBody['status_id'], reason: String(form.get('reason') ?? '') });
  };
  return (
    <form className="filters" aria-label={`${t.changeStatus} ${payment.id}`} onSubmit={submit}>
      <span className="field">
        <label htmlFor={ids.status}>{t.newStatus}</label>
        <select id={ids.status} name="status" defaultValue={String(payment.status_id === 1 ? 2 : 1)} aria-describedby={ids.hint}>
          {TEAM_CASH_STAFF_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.teamCashStatuses[status]}
            </option>
          ))}
        </select>
      </span>
      <ReasonField />
      <span className="actions">
        <button className="button primary small" type="submit">
          {t.setStatus}
        </button>
        <button className="button ghost small" type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </span>
      <span id={ids.hint} className="muted hint wide-hint">
        {t.statusHint}
      </span>
    </form>
  );
}

/** Why staff change a bettor's standing: written to the audit trail with the change. */
function ReasonField() {
  const id = useId();
  return (
    <span className="field grow">
      <label htmlFor={id}>{t.reason}</label>
      <input id={id} name="reason" required maxLength={500} autoComplete="off" />
    </span>
  );
}

import { BackofficePaths, ReportResponseSchema, type ReportResponse, type ReportRow } from '@betting/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatMinor, queryOf } from '../api';
import { errorText, texts } from '../texts';
import { DeskTable, type DeskColumn } from '../ui/DeskTable';

const t = texts.reports;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const keyOf = (row: ReportRow) => `${row.day ?? 'total'}|${row.product}|${row.currency}`;
const money = (row: ReportRow, amount: number) => `${formatMinor(amount, row.minor_digits)} ${row.currency}`;

const columns = (withDay: boolean): DeskColumn<ReportRow>[] => [
  ...(withDay ? [{ key: 'day', header: t.columns.day, cell: (row: ReportRow) => row.day, className: 'nowrap' }] : []),
  { key: 'product', header: t.columns.product, cell: (row) => t.products[row.product] },
  { key: 'currency', header: t.columns.currency, cell: (row) => row.currency },
  { key: 'turnover', header: t.columns.turnover, cell: (row) => money(row, row.turnover), className: 'num right nowrap' },
  { key: 'wins', header: t.columns.wins, cell: (row) => money(row, row.wins), className: 'num right nowrap' },
  { key: 'ggr', header: t.columns.ggr, cell: (row) => <span className={row.ggr < 0 ? 'negative' : undefined}>{money(row, row.ggr)}</span>, className: 'num right nowrap' },
  { key: 'bonus-cost', header: t.columns.bonusCost, cell: (row) => money(row, row.bonus_cost), className: 'num right nowrap' },
  { key: 'bettors', header: t.columns.bettors, cell: (row) => row.bettors, className: 'num right' },
];

/** Turnover, GGR, bonus cost and bettors by day and product for a range of UTC days (the last seven by default), and its CSV. */
export function ReportsPage() {
  const [range, setRange] = useState(() => ({ from: dayOf(Date.now() - 6 * DAY_MS), to: dayOf(Date.now()) }));
  const [report, setReport] = useState<ReportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId() };

  useEffect(() => {
    let current = true;
    setReport(null);
    call(ReportResponseSchema, `${BackofficePaths.reports}${queryOf(range)}`)
      .then((answer) => {
        if (!current) return;
        setReport(answer);
        setError(null);
      })
      .catch((failure: unknown) => current && setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown')));
    return () => {
      current = false;
    };
  }, [range]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRange({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  };

  return (
    <section aria-labelledby="reports-heading">
      <div className="page-head">
        <h1 id="reports-heading">{t.heading}</h1>
      </div>
      <p className="muted">{t.lead}</p>
      <form className="filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.from}>{t.from}</label>
          <input id={ids.from} name="from" type="date" defaultValue={range.from} required />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t.to}</label>
          <input id={ids.to} name="to" type="date" defaultValue={range.to} required />
        </div>
        <button className="button primary" type="submit">
          {t.show}
        </button>
        <a className="button ghost" href={`${BackofficePaths.reportsCsv}${queryOf(range)}`} download>
          {t.csv}
        </a>
      </form>
      <h2>{t.totals}</h2>
      <DeskTable rows={report?.totals ?? null} error={error} columns={columns(false)} rowKey={keyOf} label={t.totals} />
      <h2>{t.byDay}</h2>
      <DeskTable rows={report?.rows ?? null} error={error} columns={columns(true)} rowKey={keyOf} label={t.byDay} />
    </section>
  );
}

import { AuditResponseSchema, BackofficePaths } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { call, formatInstant, formatValue, queryOf } from '../api';
import { texts } from '../texts';
import { useList } from './useList';

const t = texts.audit;
interface Filters {
  staff: string;
  action: string;
  target: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { staff: '', action: '', target: '', from: '', to: '' };
/** A datetime-local value (read as UTC, as the table shows) as an ISO instant. */
const instant = (value: string) => (value ? `${value}:00.000Z` : undefined);

/** Who did what, when, on which target, with the target before and after: newest first, filtered. */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const list = useList(
    async () =>
      (
        await call(
          AuditResponseSchema,
          `${BackofficePaths.audit}${queryOf({ staff: filters.staff, action: filters.action, target: filters.target, from: instant(filters.from), to: instant(filters.to), limit: 200 })}`
        )
      ).entities,
    JSON.stringify(filters)
  );
  const ids = { staff: useId(), action: useId(), target: useId(), from: useId(), to: useId() };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof Filters) => String(form.get(name) ?? '').trim();
    setFilters({ staff: value('staff'), action: value('action'), target: value('target'), from: value('from'), to: value('to') });
  };

  return (
    <section aria-labelledby="audit-heading">
      <div className="page-head">
        <h1 id="audit-heading">{t.heading}</h1>
      </div>
      <form className="filters" onSubmit={search} aria-label={t.filters} key={JSON.stringify(filters) === JSON.stringify(EMPTY) ? 'empty' : 'set'}>
        <span className="field">
          <label htmlFor={ids.staff}>{t.staff}</label>
          <input id={ids.staff} name="staff" defaultValue={filters.staff} />
        </span>
        <span className="field">
          <label htmlFor={ids.action}>{t.action}</label>
          <input id={ids.action} name="action" defaultValue={filters.action} />
        </span>
        <span className="field">
          <label htmlFor={ids.target}>{t.target}</label>
          <input id={ids.target} name="target" defaultValue={filters.target} />
        </span>
        <span className="field">
          <label htmlFor={ids.from}>{t.from}</label>
          <input id={ids.from} name="from" type="datetime-local" defaultValue={filters.from} />
        </span>
        <span className="field">
          <label htmlFor={ids.to}>{t.to}</label>
          <input id={ids.to} name="to" type="datetime-local" defaultValue={filters.to} />
        </span>
        <span className="actions">
          <button className="button primary small" type="submit">
            {t.search}
          </button>
          <button className="button ghost small" type="button" onClick={() => setFilters(EMPTY)}>
            {t.reset}
          </button>
        </span>
      </form>
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
              <th scope="col">{t.columns.at}</th>
              <th scope="col">{t.columns.staff}</th>
              <th scope="col">{t.columns.action}</th>
              <th scope="col">{t.columns.target}</th>
              <th scope="col">{t.columns.before}</th>
              <th scope="col">{t.columns.after}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={6} className="muted">
                  {texts.app.noRows}
                </td>
              </tr>
            )}
            {list.rows.map((entry) => (
              <tr key={entry.id}>
                <td className="nowrap">{formatInstant(entry.at)}</td>
                <td>{entry.staff_login}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <code>{entry.target}</code>
                </td>
                <td className="json">
                  <code>{formatValue(entry.before)}</code>
                </td>
                <td className="json">
                  <code>{formatValue(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

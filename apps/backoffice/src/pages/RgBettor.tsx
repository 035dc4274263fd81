import { BackofficeOperatorPaths, RgBettorResponseSchema, type RgBettorResponse, type RgLimitHistoryEntry } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant } from '../api';
import { errorText, texts } from '../texts';

const t = texts.rgBettor;
const limitName = (type: number) => texts.rg.limitTypes[type] ?? String(type);
/** Amount limits' values in whole major units; these two mean no limit. */
const valueText = (value: number | null) => (value === null || value === -1 || value === 999_999_999 ? texts.rg.none : String(value));

function HistoryTable({ rows, caption }: { rows: readonly RgLimitHistoryEntry[]; caption: string }) {
  return (
    <table className="grid" tabIndex={0}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.at}</th>
          <th scope="col">{t.columns.limit}</th>
          <th scope="col">{t.columns.action}</th>
          <th scope="col">{t.columns.value}</th>
          <th scope="col">{t.columns.outcome}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={5} className="muted">
              {texts.app.noRows}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="nowrap">{formatInstant(row.at)}</td>
            <td>{limitName(row.limit_type)}</td>
            <td>{t.actions[row.action]}</td>
            <td className="num">{valueText(row.limit_value)}</td>
            <td className="muted">{row.outcome}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One bettor's limits, every change they made or tried, and their reality-check settings (read only). */
export function RgBettorPanel() {
  const [view, setView] = useState<RgBettorResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const show = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setView(await call(RgBettorResponseSchema, BackofficeOperatorPaths.rgBettor(Number(new FormData(event.currentTarget).get('bettor')))));
      setError(null);
    } catch (failure) {
      setView(null);
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <form className="filters" onSubmit={(event) => void show(event)} aria-label={t.heading}>
        <span className="field">
          <label htmlFor={id}>{t.bettor}</label>
          <input id={id} name="bettor" inputMode="numeric" pattern="\d{1,10}" required autoComplete="off" />
        </span>
        <span className="actions">
          <button className="button small" type="submit">
            {t.show}
          </button>
        </span>
      </form>
      <div aria-live="polite">{error && <p className="error">{error}</p>}</div>
      {view && (
        <>
          <table className="grid" tabIndex={0}>
            <caption>
              {t.limits} · {t.bettor} {view.user_id}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.limit}</th>
                <th scope="col">{t.columns.value}</th>
                <th scope="col">{t.columns.state}</th>
                <th scope="col">{t.columns.started}</th>
                <th scope="col">{t.columns.ends}</th>
              </tr>
            </thead>
            <tbody>
              {view.limits.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    {texts.app.noRows}
                  </td>
                </tr>
              )}
              {view.limits.map((row) => (
                <tr key={`${row.limit_type}-${row.pending ? 'p' : 'a'}`}>
                  <td>{limitName(row.limit_type)}</td>
                  <td className="num">{valueText(row.limit_value)}</td>
                  <td>{t.states[row.limit_state]}</td>
                  <td className="nowrap">{row.started_at ? formatInstant(row.started_at) : '—'}</td>
                  <td className="nowrap">{row.ends_at ? formatInstant(row.ends_at) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <HistoryTable rows={view.reality_checks} caption={t.realityChecks} />
          <HistoryTable rows={view.history} caption={t.history} />
        </>
      )}
    </section>
  );
}

import { BackofficePaths, RgOverviewResponseSchema, type RgOverviewResponse } from '@betting/contracts';
import { call, formatInstant } from '../api';
import { texts } from '../texts';
import { RgBettorPanel } from './RgBettor';
import { useList } from './useList';

const t = texts.rg;
/** Amount limits' values in whole major units; these two mean no limit. */
const NO_LIMIT = new Set([-1, 999_999_999]);

/** Read only: who is self-excluded or timed out now, and limit changes waiting for the bettor. Nothing here lifts a restriction. */
export function ResponsibleGamingPage() {
  const list = useList<RgOverviewResponse>(async () => [await call(RgOverviewResponseSchema, BackofficePaths.responsibleGaming)], 'rg');
  const overview = list.rows?.[0];
  return (
    <section aria-labelledby="rg-heading">
      <div className="page-head">
        <h1 id="rg-heading">{t.heading}</h1>
      </div>
      <p className="muted">{t.lead}</p>
      {list.error && (
        <p className="error" role="alert">
          {list.error}
        </p>
      )}
      {!overview && !list.error && <p className="muted">{texts.app.loading}</p>}
      {overview && (
        <>
          <h2>{t.restrictions}</h2>
          <table className="grid">
            <thead>
              <tr>
                <th scope="col">{t.columns.bettor}</th>
                <th scope="col">{t.columns.kind}</th>
                <th scope="col">{t.columns.days}</th>
                <th scope="col">{t.columns.started}</th>
                <th scope="col">{t.columns.ends}</th>
              </tr>
            </thead>
            <tbody>
              {overview.restrictions.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    {texts.app.noRows}
                  </td>
                </tr>
              )}
              {overview.restrictions.map((row) => (
                <tr key={`${row.user_id}-${row.kind}`}>
                  <td className="num">{row.user_id}</td>
                  <td>{t.kinds[row.kind]}</td>
                  <td className="num">{row.days}</td>
                  <td className="nowrap">{row.started_at ? formatInstant(row.started_at) : '—'}</td>
                  <td className="nowrap">{formatInstant(row.ends_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t.pending}</h2>
          <table className="grid">
            <thead>
              <tr>
                <th scope="col">{t.columns.bettor}</th>
                <th scope="col">{t.columns.limit}</th>
                <th scope="col">{t.columns.current}</th>
                <th scope="col">{t.columns.asked}</th>
                <th scope="col">{t.columns.since}</th>
              </tr>
            </thead>
            <tbody>
              {overview.pending_changes.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    {texts.app.noRows}
                  </td>
                </tr>
              )}
              {overview.pending_changes.map((row) => (
                <tr key={`${row.user_id}-${row.limit_type}`}>
                  <td className="num">{row.user_id}</td>
                  <td>{t.limitTypes[row.limit_type] ?? row.limit_type}</td>
                  <td className="num">{row.current_value === null || NO_LIMIT.has(row.current_value) ? t.none : row.current_value}</td>
                  <td className="num">{NO_LIMIT.has(row.limit_value) ? t.none : row.limit_value}</td>
                  <td className="nowrap">{formatInstant(row.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <RgBettorPanel />
    </section>
  );
}

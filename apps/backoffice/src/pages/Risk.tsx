import { BackofficePaths, RiskLiabilityResponseSchema, type RiskLiabilityResponse } from '@betting/contracts';
import { useEffect, useState } from 'react';
import { BackofficeError, call, formatMinor } from '../api';
import { errorText, texts } from '../texts';

const t = texts.risk;
const REFRESH_MS = 15_000;
const money = (amount: number, digits: number, currency: string) => `${formatMinor(amount, digits)} ${currency}`;

/** Liability per outcome and per game from open coupons, the alerts above the threshold, bettors by profit; refreshed every 15 s. */
export function RiskPage() {
  const [data, setData] = useState<RiskLiabilityResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      call(RiskLiabilityResponseSchema, BackofficePaths.riskLiability).then(
        (answer) => live && (setData(answer), setError(null)),
        (failure: unknown) => live && setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'))
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section aria-labelledby="risk-heading">
      <div className="page-head">
        <h1 id="risk-heading">{t.heading}</h1>
        {data && (
          <span className="muted">
            {t.threshold}:{' '}
            {Object.entries(data.thresholds)
              .map(([currency, amount]) => money(amount, 2, currency))
              .join(', ')}
          </span>
        )}
      </div>
      <p className="muted">{t.lead}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <p className="muted">{texts.app.loading}</p>}
      {data && (
        <>
          <h2>{t.alerts}</h2>
          {data.alerts.length === 0 ? (
            <p className="notice">{t.noAlerts}</p>
          ) : (
            <ul className="alerts" role="list">
              {data.alerts.map((alert) => (
                <li key={`${alert.outcome_id}-${alert.currency}`} className="alert-item">
                  <strong>{money(alert.liability, alert.minor_digits, alert.currency)}</strong> · {alert.game} · {alert.market}: {alert.outcome}
                </li>
              ))}
            </ul>
          )}
          <div className="two-columns">
            <div>
              <h2>{t.byOutcome}</h2>
              <table className="grid">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.game}</th>
                    <th scope="col">{t.columns.outcome}</th>
                    <th scope="col" className="right">
                      {t.columns.coupons}
                    </th>
                    <th scope="col" className="right">
                      {t.columns.stakes}
                    </th>
                    <th scope="col" className="right">
                      {t.columns.liability}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.outcomes.length === 0 && (
                    <tr>
                      <td colSpan={5} className="muted">
                        {texts.app.noRows}
                      </td>
                    </tr>
                  )}
                  {data.outcomes.map((row) => (
                    <tr key={`${row.outcome_id}-${row.currency}`} className={row.alert ? 'over' : undefined}>
                      <td>{row.game}</td>
                      <td>
                        {row.market}: <strong>{row.outcome}</strong>
                      </td>
                      <td className="num right">{row.coupons}</td>
                      <td className="num right nowrap">{money(row.stakes, row.minor_digits, row.currency)}</td>
                      <td className="num right nowrap">
                        <strong>{money(row.liability, row.minor_digits, row.currency)}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <h2>{t.byGame}</h2>
              <table className="grid">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.game}</th>
                    <th scope="col" className="right">
                      {t.columns.stakes}
                    </th>
                    <th scope="col" className="right">
                      {t.columns.worst}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.games.length === 0 && (
                    <tr>
                      <td colSpan={3} className="muted">
                        {texts.app.noRows}
                      </td>
                    </tr>
                  )}
                  {data.games.map((row) => (
                    <tr key={`${row.game_id}-${row.currency}`} className={row.alert ? 'over' : undefined}>
                      <td>{row.game}</td>
                      <td className="num right nowrap">{money(row.stakes, row.minor_digits, row.currency)}</td>
                      <td className="num right nowrap">{money(row.worst_liability, row.minor_digits, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h2>{t.bettors}</h2>
              <table className="grid">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.bettor}</th>
                    <th scope="col" className="right">
                      {t.columns.coupons}
                    </th>
                    <th scope="col" className="right">
                      {t.columns.staked}
                    </th>
                    <th scope="col" className="right">
                      {t.columns.profit}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.bettors.length === 0 && (
                    <tr>
                      <td colSpan={4} className="muted">
                        {texts.app.noRows}
                      </td>
                    </tr>
                  )}
                  {data.bettors.map((row) => (
                    <tr key={`${row.user_id}-${row.currency}`}>
                      <td className="num">{row.user_id}</td>
                      <td className="num right">{row.coupons}</td>
                      <td className="num right nowrap">{money(row.staked, row.minor_digits, row.currency)}</td>
                      <td className={`num right nowrap ${row.profit > 0 ? 'gain' : 'loss'}`}>{money(row.profit, row.minor_digits, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

import { BackofficeOperatorPaths, BettorStakeFactorSchema, STAKE_FACTOR, StakeFactorsResponseSchema, type BettorStakeFactor } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant } from '../api';
import { errorText, texts } from '../texts';
import { useList } from './useList';

const t = texts.stakeFactors;

/** Thousandths as the desk reads a factor: 100 → "0.100". */
export const formatFactor = (factor: number) => (factor / STAKE_FACTOR.normal).toFixed(3);

/** "0.1", "0,25", "1" → thousandths (null when not a factor the server takes). */
export function parseFactor(text: string): number | null {
  const match = /^\s*(\d)(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const thousandths = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return thousandths >= STAKE_FACTOR.min && thousandths <= STAKE_FACTOR.max ? thousandths : null;
}

/** Traders and risk officers: the bettors with a stake factor, and a bettor's factor looked up and set (audited). */
export function StakeFactorsPage() {
  const [version, setVersion] = useState(0);
  const [bettor, setBettor] = useState<BettorStakeFactor | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const list = useList(async () => (await call(StakeFactorsResponseSchema, BackofficeOperatorPaths.stakeFactors)).entities, String(version));
  const ids = { bettor: useId(), factor: useId(), reason: useId() };

  const failed = (failure: unknown) => setMessage({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });

  const look = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = Number(new FormData(event.currentTarget).get('bettor'));
    try {
      setBettor(await call(BettorStakeFactorSchema, BackofficeOperatorPaths.stakeFactor(userId)));
      setMessage(null);
    } catch (failure) {
      setBettor(null);
      failed(failure);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!bettor) return;
    const form = new FormData(event.currentTarget);
    const factor = parseFactor(String(form.get('factor') ?? ''));
    if (factor === null) {
      setMessage({ kind: 'error', text: errorText('invalid_request') });
      return;
    }
    try {
      const saved = await call(BettorStakeFactorSchema, BackofficeOperatorPaths.stakeFactor(bettor.user_id), { method: 'POST', body: { factor, reason: String(form.get('reason') ?? '') } });
      setBettor(saved);
      setMessage({ kind: 'ok', text: t.saved(formatFactor(saved.factor)) });
      setVersion((value) => value + 1);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <section aria-labelledby="stake-factors-heading">
      <div className="page-head">
        <h1 id="stake-factors-heading">{t.heading}</h1>
      </div>
      <p className="muted">{t.lead}</p>
      <form className="filters" onSubmit={(event) => void look(event)} aria-label={t.look}>
        <span className="field">
          <label htmlFor={ids.bettor}>{t.bettor}</label>
          <input id={ids.bettor} name="bettor" inputMode="numeric" pattern="\d{1,10}" required autoComplete="off" />
        </span>
        <span className="actions">
          <button className="button small" type="submit">
            {t.look}
          </button>
        </span>
      </form>
      {bettor && (
        <p>
          {t.bettor} <strong>{bettor.user_id}</strong> · {t.current} <strong data-testid="stake-factor-now">{formatFactor(bettor.factor)}</strong>
        </p>
      )}
      {bettor && (
        <form className="filters" onSubmit={(event) => void save(event)} aria-label={t.save} key={`${bettor.user_id}-${bettor.factor}`}>
          <span className="field">
            <label htmlFor={ids.factor}>{t.factor}</label>
            <input id={ids.factor} name="factor" inputMode="decimal" required defaultValue={formatFactor(bettor.factor)} autoComplete="off" />
          </span>
          <span className="field">
            <label htmlFor={ids.reason}>{t.reason}</label>
            <input id={ids.reason} name="reason" required maxLength={500} autoComplete="off" />
          </span>
          <span className="actions">
            <button className="button primary small" type="submit">
              {t.save}
            </button>
          </span>
        </form>
      )}
      <div aria-live="polite">{message && <p className={message.kind === 'ok' ? 'notice' : 'error'}>{message.text}</p>}</div>
      <h2>{t.list}</h2>
      {list.error && (
        <p className="error" role="alert">
          {list.error}
        </p>
      )}
      {!list.rows && !list.error && <p className="muted">{texts.app.loading}</p>}
      {list.rows && (
        // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it.
        <table className="grid" tabIndex={0} aria-label={t.list}>
          <thead>
            <tr>
              <th scope="col">{t.columns.bettor}</th>
              <th scope="col">{t.columns.factor}</th>
              <th scope="col">{t.columns.reason}</th>
              <th scope="col">{t.columns.by}</th>
              <th scope="col">{t.columns.at}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  {texts.app.noRows}
                </td>
              </tr>
            )}
            {list.rows.map((row) => (
              <tr key={row.user_id}>
                <td className="num">{row.user_id}</td>
                <td className="num">{formatFactor(row.factor)}</td>
                <td>{row.reason ?? '—'}</td>
                <td>{row.updated_by ?? '—'}</td>
                <td className="nowrap">{row.updated_at ? formatInstant(row.updated_at) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

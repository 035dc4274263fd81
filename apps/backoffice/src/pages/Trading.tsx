import { BackofficePaths, TradingGameDetailSchema, TradingGamesResponseSchema, TradingSettledResponseSchema, type TradingGame, type TradingGameDetail, type TradingMarket } from '@betting/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { DeskTable, FilterSelect, StatusPill, type DeskColumn } from '../ui/DeskTable';
import { useList } from './useList';

const t = texts.trading;
type Status = '' | 'prematch' | 'live' | 'finished';

/** A price in thousandths as bettors see it: 1850 → "1.85". */
const formatCoef = (coef: number) => (coef / 1000).toFixed(2);
/** A margin in thousandths as a percentage: 73 → "7.3 %". */
const formatMargin = (margin: number | null) => (margin === null ? '—' : `${(margin / 10).toFixed(1)} %`);

/** The line by sport, competition and game, with live state; a game opens its markets for trading. */
export function TradingPage() {
  const [status, setStatus] = useState<Status>('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const list = useList(async () => (await call(TradingGamesResponseSchema, `${BackofficePaths.tradingGames}${queryOf({ status, q })}`)).entities, `${status}|${q}`);
  const searchId = useId();
  const columns: DeskColumn<TradingGame>[] = [
    { key: 'id', header: t.columns.id, cell: (game) => game.id, className: 'num' },
    { key: 'sport', header: t.columns.sport, cell: (game) => game.sport },
    { key: 'competition', header: t.columns.competition, cell: (game) => game.champ },
    {
      key: 'game',
      header: t.columns.game,
      cell: (game) => (
        <>
          {game.home} – {game.away}
        </>
      ),
    },
    { key: 'start', header: t.columns.start, cell: (game) => formatInstant(game.start_at), className: 'nowrap' },
    {
      key: 'state',
      header: t.columns.state,
      className: 'nowrap',
      cell: (game) => (
        <>
          <StatusPill tone={`g-${game.status}`}>{t.statuses[game.status]}</StatusPill>
          {game.score && <span className="score"> {game.score.join(':')}</span>}
          {game.status === 'live' && <span className="muted"> {Math.floor(game.game_seconds / 60)}′</span>}
        </>
      ),
    },
    {
      key: 'markets',
      header: t.columns.markets,
      className: 'num right',
      cell: (game) => (
        <>
          {game.markets}
          {game.suspended_markets > 0 && <span className="muted"> · {t.suspendedCount(game.suspended_markets)}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (game) => (
        <button
          type="button"
          className="button small"
          aria-expanded={open === game.id}
          onClick={() => setOpen(open === game.id ? null : game.id)}
          aria-label={`${open === game.id ? t.hide : t.markets} ${game.home} – ${game.away}`}
        >
          {open === game.id ? t.hide : t.markets}
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="trading-heading">
      <div className="page-head">
        <h1 id="trading-heading">{t.heading}</h1>
        <FilterSelect<Status>
          label={t.status}
          value={status}
          options={[{ value: '', label: t.notFinished }, ...(['live', 'prematch', 'finished'] as const).map((value) => ({ value, label: t.statuses[value] }))]}
          onChange={setStatus}
        />
        <label htmlFor={searchId}>{t.search}</label>
        <input id={searchId} type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder={t.searchHint} />
      </div>
      <DeskTable rows={list.rows} error={list.error} columns={columns} rowKey={(game) => game.id} isSelected={(game) => open === game.id} />
      {open !== null && <GameDesk key={open} gameId={open} onChanged={() => void list.reload()} />}
    </section>
  );
}

function GameDesk({ gameId, onChanged }: { gameId: number; onChanged: () => void }) {
  const staff = useStaff();
  const manage = can(staff, 'trading.manage');
  const [detail, setDetail] = useState<TradingGameDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    call(TradingGameDetailSchema, BackofficePaths.tradingGame(gameId)).then(setDetail, (failure: unknown) => setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown')));
  }, [gameId]);
  const act = async (run: () => Promise<TradingGameDetail>, done: string) => {
    try {
      setDetail(await run());
      setNotice(done);
      setError(null);
      onChanged();
    } catch (failure) {
      setNotice(null);
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
  };
  const state = (market: TradingMarket, flag: 'suspend' | 'block', on: boolean) =>
    act(() => call(TradingGameDetailSchema, BackofficePaths.tradingMarketState(market.id), { method: 'POST', body: { flag, on } }), `${market.name}: ${t.done[`${flag}${on ? 'On' : 'Off'}`]}`);
  const voidMarket = (market: TradingMarket) =>
    act(async () => (await call(TradingSettledResponseSchema, BackofficePaths.tradingMarketVoid(market.id), { method: 'POST' })).detail, `${market.name}: ${t.done.voided}`);
  const pin = (outcomeId: number, coef: number) => act(() => call(TradingGameDetailSchema, BackofficePaths.tradingOutcomePrice(outcomeId), { method: 'POST', body: { coef } }), t.done.pinned);
  const result = (score: [number, number]) =>
    act(async () => {
      const answer = await call(TradingSettledResponseSchema, BackofficePaths.tradingGameResult(gameId), { method: 'POST', body: { score } });
      return answer.detail;
    }, t.done.resulted);
  const correct = (market: TradingMarket, results: { outcome_id: number; result: 'won' | 'lost' | 'void' }[]) =>
    act(async () => {
      const answer = await call(TradingSettledResponseSchema, BackofficePaths.tradingGameCorrection(gameId), { method: 'POST', body: { results } });
      return answer.detail;
    }, `${market.name}: ${t.done.corrected}`);

  if (!detail)
    return error ? (
      <p className="error" role="alert">
        {error}
      </p>
    ) : (
      <p className="muted">{texts.app.loading}</p>
    );
  const { game } = detail;
  return (
    <section className="desk-panel" aria-labelledby="game-desk-heading">
      <div className="page-head">
        <h2 id="game-desk-heading">
          {game.home} – {game.away} <span className="muted">#{game.id}</span>
        </h2>
        <span className={`pill g-${game.status}`}>{t.statuses[game.status]}</span>
        {game.score && <strong className="score">{game.score.join(':')}</strong>}
      </div>
      <p aria-live="polite" className={error ? 'error' : 'notice'} role={error ? 'alert' : undefined}>
        {error ?? notice ?? ''}
      </p>
      {manage && game.status !== 'finished' && <ResultForm onResult={result} />}
      <table className="grid markets">
        <thead>
          <tr>
            <th scope="col">{t.columns.market}</th>
            <th scope="col">{t.columns.prices}</th>
            <th scope="col" className="right">
              {t.columns.margin}
            </th>
            <th scope="col">{t.columns.state}</th>
            {manage && <th scope="col">{t.columns.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {detail.markets.map((market) => {
            const decided = market.outcomes.some((outcome) => outcome.result !== null);
            return (
              <tr key={market.id}>
                <td>
                  {market.name} <span className="muted">#{market.id}</span>
                </td>
                <td>
                  <div className="prices">
                    {market.outcomes.map((outcome) => (
                      <Price key={outcome.id} outcome={outcome} editable={manage && !decided} onPin={pin} marketName={market.name} />
                    ))}
                  </div>
                </td>
                <td className="num right">{formatMargin(market.margin)}</td>
                <td className="nowrap">
                  {market.is_suspended && <span className="pill m-suspended">{t.suspended}</span>}
                  {market.is_blocked && <span className="pill m-blocked">{market.blocked_by === 'model' ? t.blockedByModel : t.blocked}</span>}
                  {!market.is_suspended && !market.is_blocked && !decided && <span className="pill m-open">{t.open}</span>}
                  {decided && <span className="pill m-decided">{t.decided}</span>}
                </td>
                {manage && (
                  <td>
                    {decided && game.status === 'finished' && <CorrectionForm market={market} onCorrect={(results) => correct(market, results)} />}
                    {!decided && (
                      <div className="actions">
                        <button
                          type="button"
                          className="button small"
                          onClick={() => void state(market, 'suspend', !market.is_suspended)}
                          aria-label={`${market.is_suspended ? t.unsuspend : t.suspend} ${market.name}`}
                        >
                          {market.is_suspended ? t.unsuspend : t.suspend}
                        </button>
                        <button
                          type="button"
                          className="button ghost small"
                          onClick={() => void state(market, 'block', !market.is_blocked)}
                          aria-label={`${market.is_blocked ? t.unblock : t.block} ${market.name}`}
                        >
                          {market.is_blocked ? t.unblock : t.block}
                        </button>
                        <button
                          type="button"
                          className="button danger small"
                          onClick={() => window.confirm(t.confirmVoid(market.name)) && void voidMarket(market)}
                          aria-label={`${t.void} ${market.name}`}
                        >
                          {t.void}
                        </button>
                      </div>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Price({ outcome, editable, onPin, marketName }: { outcome: TradingMarket['outcomes'][number]; editable: boolean; onPin: (id: number, coef: number) => Promise<void>; marketName: string }) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const coef = Math.round(Number(new FormData(event.currentTarget).get('coef')) * 1000);
    if (Number.isFinite(coef) && coef >= 1010) void onPin(outcome.id, coef).then(() => setEditing(false));
  };
  if (editing)
    return (
      <form className="price-form" onSubmit={submit}>
        <label htmlFor={id}>
          {outcome.name} <span className="visually-hidden">{marketName}</span>
        </label>
        <input id={id} name="coef" type="number" inputMode="decimal" min="1.01" max="1000" step="0.01" defaultValue={formatCoef(outcome.coef)} autoFocus />
        <button className="button primary small" type="submit">
          {t.pin}
        </button>
        <button className="button ghost small" type="button" onClick={() => setEditing(false)}>
          {texts.kyc.cancel}
        </button>
      </form>
    );
  const body = (
    <>
      {editable && <span className="visually-hidden">{`${t.changePrice} ${marketName}${outcome.pinned ? ` (${t.pinned})` : ''}: `}</span>}
      <span className="code">{outcome.name}</span> <strong>{formatCoef(outcome.coef)}</strong>
      {outcome.pinned && (
        <span className="pin" title={t.pinned}>
          {' '}
          📌
        </span>
      )}
      {outcome.result && <span className={`pill r-${outcome.result}`}> {t.results[outcome.result]}</span>}
    </>
  );
  return editable ? (
    <button type="button" className="price" onClick={() => setEditing(true)}>
      {body}
    </button>
  ) : (
    <span className="price">{body}</span>
  );
}

function ResultForm({ onResult }: { onResult: (score: [number, number]) => Promise<void> }) {
  const ids = { home: useId(), away: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const score: [number, number] = [Number(data.get('home')), Number(data.get('away'))];
    if (window.confirm(t.confirmResult(score.join(':')))) void onResult(score);
  };
  return (
    <form className="result-form" onSubmit={submit} aria-label={t.result}>
      <span className="strong">{t.result}</span>
      <label htmlFor={ids.home}>{t.home}</label>
      <input id={ids.home} name="home" type="number" min="0" max="999" required defaultValue="0" />
      <label htmlFor={ids.away}>{t.away}</label>
      <input id={ids.away} name="away" type="number" min="0" max="999" required defaultValue="0" />
      <button className="button primary small" type="submit">
        {t.setResult}
      </button>
      <span className="muted">{t.resultHint}</span>
    </form>
  );
}

function CorrectionForm({ market, onCorrect }: { market: TradingMarket; onCorrect: (results: { outcome_id: number; result: 'won' | 'lost' | 'void' }[]) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const results = market.outcomes.map((outcome) => ({ outcome_id: outcome.id, result: String(data.get(String(outcome.id))) as 'won' | 'lost' | 'void' }));
    if (window.confirm(t.confirmCorrect(market.name))) void onCorrect(results).then(() => setOpen(false));
  };
  if (!open)
    return (
      <button type="button" className="button ghost small" onClick={() => setOpen(true)} aria-label={`${t.correct} ${market.name}`}>
        {t.correct}
      </button>
    );
  return (
    <form className="price-form" onSubmit={submit}>
      {market.outcomes.map((outcome) => (
        <label key={outcome.id}>
          {outcome.name}{' '}
          <select name={String(outcome.id)} defaultValue={outcome.result ?? 'lost'}>
            {(['won', 'lost', 'void'] as const).map((value) => (
              <option key={value} value={value}>
                {t.results[value]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button className="button primary small" type="submit">
        {t.correctSubmit}
      </button>
      <button className="button ghost small" type="button" onClick={() => setOpen(false)}>
        {texts.kyc.cancel}
      </button>
    </form>
  );
}

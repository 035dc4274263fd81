import { CASINO_KENO_MAX_PICKS, type CasinoDrawTicket } from '@betting/contracts';
import { KENO_NUMBERS, KENO_PAYTABLE, KENO_RTP_PPM, payoutOf } from '@betting/games';
import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { payText, moneyText } from './draw-format';
import { Ball, BuyPanel, LatestDraws, MyTickets, NextDraw, useDrawPage } from './DrawParts';
import { kenoModel } from './draws.model';
import { $picks, kenoStake, numberToggled, picksCleared, quickPickRequested } from './selection.model';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
const PICK_COUNTS = Array.from({ length: CASINO_KENO_MAX_PICKS }, (_, index) => index + 1);

/** `keno`: pick up to 10 of 80 numbers for the next draw (every 5 minutes), watch the balls, see my tickets' hits. */
export function KenoPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  useDrawPage(kenoModel);
  useDocumentTitle(t('draws.keno.title'));
  return (
    <CasinoLayout lng={lng}>
      <div className="draws">
        <header className="draws__head">
          <h1 className="casino__title">{t('draws.keno.title')}</h1>
          <p className="draws__lead">{t('draws.keno.lead')}</p>
        </header>
        <div className="draws__grid">
          <div className="draws__main">
            <NextDraw model={kenoModel} game="keno" />
            <KenoBoard lng={lng} />
          </div>
          <aside className="draws__side">
            <LatestDraws model={kenoModel} game="keno" />
          </aside>
        </div>
        <MyTickets model={kenoModel} game="keno" renderTicket={(ticket, balls) => <KenoTicket ticket={ticket} balls={balls} />} />
      </div>
    </CasinoLayout>
  );
}

function KenoBoard({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [picks, toggle, clear, quickPick, stakeText, stakeChanged, amount, problem, submit, state] = useUnit([
    $picks,
    numberToggled,
    picksCleared,
    quickPickRequested,
    kenoStake.$text,
    kenoStake.stakeChanged,
    kenoStake.$amount,
    kenoStake.$problem,
    kenoModel.ticketSubmitted,
    kenoModel.$state,
  ]);
  const [quickCount, setQuickCount] = useState(5);
  const full = picks.length >= CASINO_KENO_MAX_PICKS;
  const buy = () => {
    if (amount !== null && picks.length > 0) submit({ body: { game: 'keno', stake: amount, picks: [...picks] } });
  };
  return (
    <section className="card draws__play" aria-labelledby="keno-board-title">
      <div className="draws__play-head">
        <h2 id="keno-board-title">{t('draws.keno.board')}</h2>
        <p className="draws__picked" aria-live="polite">
          {t('draws.keno.picked', { picked: picks.length, max: CASINO_KENO_MAX_PICKS })}
        </p>
      </div>
      <div className="keno-board" role="group" aria-label={t('draws.keno.boardLabel')}>
        {NUMBERS.map((number) => {
          const picked = picks.includes(number);
          return (
            <button key={number} type="button" className="keno-board__number" aria-pressed={picked} disabled={full && !picked} onClick={() => toggle(number)}>
              {number}
            </button>
          );
        })}
      </div>
      <div className="draws__tools">
        <div className="field draws__quick">
          <label htmlFor="keno-quick-count">{t('draws.keno.quickCount')}</label>
          <select id="keno-quick-count" value={quickCount} onChange={(event) => setQuickCount(Number(event.target.value))}>
            {PICK_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={() => quickPick(quickCount)}>
          {t('draws.keno.quickPick')}
        </button>
        <button type="button" className="button button--ghost" disabled={picks.length === 0} onClick={() => clear()}>
          {t('draws.keno.clear')}
        </button>
      </div>
      <KenoPaytable picks={picks.length} stake={amount} currency={state?.stakes?.currency ?? null} />
      <BuyPanel
        model={kenoModel}
        lng={lng}
        stakeText={stakeText}
        onStake={stakeChanged}
        stakeProblem={problem}
        cost={amount}
        selectionHint={picks.length === 0 ? t('draws.keno.pickHint') : null}
        stakeLabel={t('draws.keno.stake')}
        onBuy={buy}
      />
    </section>
  );
}

/** What the current number of picks pays by hits (the whole table row), with the win at the stake typed. */
export function KenoPaytable({ picks, stake, currency }: { readonly picks: number; readonly stake: number | null; readonly currency: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const count = Math.max(picks, 1);
  const row = Object.entries(KENO_PAYTABLE[count] ?? {})
    .map(([hits, multiplier]) => ({ hits: Number(hits), multiplier }))
    .sort((a, b) => b.hits - a.hits);
  return (
    <div className="draws__paytable">
      <table>
        <caption>{t('draws.keno.paytable', { count, rtp: ((KENO_RTP_PPM[count] ?? 0) / 10_000).toFixed(2) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('draws.keno.hits')}</th>
            <th scope="col">{t('draws.pays')}</th>
            {stake !== null && currency ? <th scope="col">{t('draws.win')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {row.map(({ hits, multiplier }) => (
            <tr key={hits}>
              <th scope="row">{t('draws.keno.hitsOf', { hits, picks: count })}</th>
              <td>{`×${payText(multiplier)}`}</td>
              {stake !== null && currency ? <td>{moneyText(payoutOf(stake, multiplier), currency, i18n.language)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A keno ticket: its picks, the drawn ones marked; its hits once settled. */
export function KenoTicket({ ticket, balls }: { readonly ticket: CasinoDrawTicket; readonly balls: readonly number[] }) {
  const { t } = useTranslation('pages');
  if (ticket.selection.game !== 'keno') return null;
  const drawn = new Set(balls);
  const hits = ticket.selection.picks.filter((pick) => drawn.has(pick));
  return (
    <div className="draws__ticket-body">
      <ul className="draw-balls" aria-label={t('draws.keno.picksLabel', { count: ticket.selection.picks.length })}>
        {ticket.selection.picks.map((pick) => (
          <li key={pick}>
            <Ball number={pick} hit={drawn.has(pick)} size="small" />
            {drawn.has(pick) ? <span className="visually-hidden"> {t('draws.keno.hit')}</span> : null}
          </li>
        ))}
      </ul>
      {balls.length > 0 ? <p className="draws__muted">{t('draws.keno.hitsSoFar', { hits: hits.length, picks: ticket.selection.picks.length })}</p> : null}
    </div>
  );
}

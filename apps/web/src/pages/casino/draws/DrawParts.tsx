import type { CasinoDraw, CasinoDrawTicket } from '@betting/contracts';
import { verifyDraw } from '@betting/games';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawSeeds } from '../../../entities/casino/DrawSeeds';
import { $isSignedIn } from '../../../entities/session/session-state';
import { Pager } from '../../../shared/ui/Pager';
import { countdownText, moneyText, shortHash } from './draw-format';
import type { DrawModel, DrawRefusal } from './draws.model';
import type { StakeProblem } from './selection.model';
import './draws.balance';
import './draws.css';
import { useFormatDate } from '../../../shared/lib/date-time';

/** Opens the model while the page is shown (its clock and refreshes run only then). */
export function useDrawPage(model: DrawModel): void {
  const [opened, closed] = useUnit([model.pageOpened, model.pageClosed]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
}

/** One ball; `hit` marks a picked number that was drawn. */
export function Ball({ number, hit = false, size = 'normal' }: { readonly number: number; readonly hit?: boolean; readonly size?: 'normal' | 'small' }) {
  return <span className={`draw-ball draw-ball--${size}${hit ? ' draw-ball--hit' : ''}`}>{number}</span>;
}

export function BallRow({ balls, hits, label, size }: { readonly balls: readonly number[]; readonly hits?: ReadonlySet<number>; readonly label: string; readonly size?: 'normal' | 'small' }) {
  return (
    <ol className="draw-balls" aria-label={label}>
      {balls.map((ball, index) => (
        <li key={`${index}-${ball}`}>
          <Ball number={ball} hit={hits?.has(ball) ?? false} size={size} />
        </li>
      ))}
    </ol>
  );
}

/** The open draw's countdown and commitment, and the balls of the draw under way as they come out. */
export function NextDraw({ model, game }: { readonly model: DrawModel; readonly game: 'keno' | 'bingo' }) {
  const { t } = useTranslation('pages');
  const [state, failed, seconds] = useUnit([model.$state, model.$stateFailed, model.$secondsToDraw]);
  const formatDate = useFormatDate();
  if (failed && !state) return <p role="alert">{t('draws.loadFailed')}</p>;
  if (!state) return <div className="card draws__next draws__next--loading" aria-busy="true" />;
  const { open, drawing } = state;
  return (
    <section className="card draws__next" aria-labelledby={`${game}-next-title`}>
      <div className="draws__next-head">
        <h2 id={`${game}-next-title`}>{open ? t('draws.nextDraw', { id: open.id }) : t('draws.betweenDraws')}</h2>
        {open ? (
          <p className="draws__countdown">
            <span className="visually-hidden">{t('draws.closesIn')}</span>
            <time dateTime={open.drawAt} aria-hidden="true">
              {countdownText(seconds ?? 0)}
            </time>
            <span className="draws__at">{t('draws.drawAt', { time: formatDate(open.drawAt, 'time') })}</span>
          </p>
        ) : null}
      </div>
      {open ? (
        <p className="draws__commitment" title={open.serverSeedHash}>
          {t('draws.commitment')} <code>{shortHash(open.serverSeedHash)}</code>
        </p>
      ) : null}
      <div aria-live="polite" aria-atomic="false">
        {drawing ? (
          <div className="draws__live">
            <h3>{t('draws.drawingNow', { id: drawing.id })}</h3>
            <BallRow balls={drawing.balls} label={t('draws.ballsOut', { count: drawing.balls.length })} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Whether a settled draw's balls come from its revealed seed (recomputed here, in the browser). */
function VerifiedMark({ draw }: { readonly draw: CasinoDraw }) {
  const { t } = useTranslation('pages');
  if (!draw.serverSeed || draw.status !== 'settled') return null;
  const verified = verifyDraw({ game: draw.game, drawId: draw.id, serverSeed: draw.serverSeed, serverSeedHash: draw.serverSeedHash, balls: draw.balls }).ok;
  return (
    <details className="draws__verify">
      <summary className={verified ? 'draws__verified' : 'draws__unverified'}>{t(verified ? 'draws.verified' : 'draws.notVerified')}</summary>
      <DrawSeeds serverSeed={draw.serverSeed} serverSeedHash={draw.serverSeedHash} />
      <p>{t('draws.verifyHow', { game: draw.game, id: draw.id })}</p>
    </details>
  );
}

/** The latest settled draws, newest first, each with its balls and its verification. */
export function LatestDraws({ model, game }: { readonly model: DrawModel; readonly game: 'keno' | 'bingo' }) {
  const { t } = useTranslation('pages');
  const state = useUnit(model.$state);
  const formatDate = useFormatDate();
  const latest = state?.latest ?? [];
  return (
    <section className="card draws__results" aria-labelledby={`${game}-results-title`}>
      <h2 id={`${game}-results-title`}>{t('draws.latestResults')}</h2>
      {latest.length === 0 ? (
        <p className="draws__muted">{t('draws.noResults')}</p>
      ) : (
        <ul className="draws__result-list">
          {latest.map((draw) => (
            <li key={draw.id} className="draws__result">
              <p className="draws__result-head">
                <strong>{t('draws.drawNumber', { id: draw.id })}</strong> <time dateTime={draw.drawAt}>{formatDate(draw.drawAt, 'time')}</time>
                <span className="draws__muted"> · {t('draws.ticketsCount', { count: draw.ticketsCount })}</span>
              </p>
              <BallRow balls={draw.balls} label={t('draws.ballsOfDraw', { id: draw.id })} size="small" />
              <VerifiedMark draw={draw} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface BuyPanelProps {
  readonly model: DrawModel;
  readonly lng: string;
  readonly stakeText: string;
  readonly onStake: (text: string) => void;
  readonly stakeProblem: StakeProblem;
  /** What the ticket costs in all (minor units), null when the stake is not a number. */
  readonly cost: number | null;
  /** Why the selection cannot be bought yet (a translated hint), null when it can. */
  readonly selectionHint: string | null;
  readonly stakeLabel: string;
  readonly onBuy: () => void;
  readonly children?: ReactNode;
}

/** The stake, the cost, the one buy button, and what became of the last purchase (said next to the button). */
export function BuyPanel({ model, lng, stakeText, onStake, stakeProblem, cost, selectionHint, stakeLabel, onBuy, children }: BuyPanelProps) {
  const { t, i18n } = useTranslation('pages');
  const [signedIn, state, buying, refusal, lastTicket, secondsToDraw] = useUnit([$isSignedIn, model.$state, model.$buying, model.$refusal, model.$lastTicket, model.$secondsToDraw]);
  const id = useId();
  const stakes = state?.stakes ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBuy();
  };
  if (!signedIn) {
    return (
      <p className="draws__guest">
        {t('draws.signInToPlay')}{' '}
        <Link className="button button--primary" to="/$lng/user/login" params={{ lng }}>
          {t('draws.signIn')}
        </Link>
      </p>
    );
  }
  const closed = !state?.open || secondsToDraw === 0;
  const blocked = stakes === null || stakeProblem !== null || selectionHint !== null || closed || buying;
  const money = (amount: number) => (stakes ? moneyText(amount, stakes.currency, i18n.language) : '');
  // A limit's refusal says which limit and why (the same reasons as the deposit form and the coupon).
  const refusalText = (refusal: DrawRefusal) =>
    refusal.limit
      ? `${t('draws.errors.limit_refused')} ${t(`payments.limitReasons.${refusal.limit.code}`)}`
      : t(`draws.errors.${refusal.code}`, { ...refusal.params, min: money(Number(refusal.params.min ?? 0)), max: money(Number(refusal.params.max ?? 0)) });
  return (
    <form className="draws__buy" onSubmit={submit} noValidate>
      {children}
      <div className="field draws__stake">
        <label htmlFor={`${id}-stake`}>
          {stakeLabel} {stakes ? `(${stakes.currency})` : ''}
        </label>
        <input
          id={`${id}-stake`}
          inputMode="decimal"
          autoComplete="off"
          value={stakeText}
          aria-invalid={stakeProblem !== null}
          aria-describedby={stakeProblem ? `${id}-stake-problem` : undefined}
          onChange={(event) => onStake(event.target.value)}
        />
        {stakeProblem && stakes ? (
          <p id={`${id}-stake-problem`} className="draws__problem">
            {t(`draws.stakeProblems.${stakeProblem}`, { min: money(stakes.range.min), max: money(stakes.range.max) })}
          </p>
        ) : null}
      </div>
      <p className="draws__cost">
        {t('draws.cost')} <strong>{cost !== null && stakes ? money(cost) : '—'}</strong>
      </p>
      <button type="submit" className="button button--primary draws__buy-button" disabled={blocked} aria-describedby={selectionHint || closed ? `${id}-hint` : undefined}>
        {buying ? t('draws.buying') : t('draws.buy')}
      </button>
      {selectionHint || closed ? (
        <p id={`${id}-hint`} className="draws__muted">
          {closed ? t('draws.closedHint') : selectionHint}
        </p>
      ) : null}
      <div role="alert" className="draws__refusal">
        {refusal ? refusalText(refusal) : null}
      </div>
      <div role="status" className="draws__bought">
        {lastTicket ? t('draws.bought', { id: lastTicket.id, draw: lastTicket.draw.id, cost: moneyText(lastTicket.stake, lastTicket.currency, i18n.language) }) : null}
      </div>
    </form>
  );
}

/** My tickets, a page at a time; each drawn by `renderTicket` (keno's picks, bingo's cards). */
export function MyTickets({ model, game, renderTicket }: { readonly model: DrawModel; readonly game: 'keno' | 'bingo'; readonly renderTicket: (ticket: CasinoDrawTicket, balls: readonly number[]) => ReactNode }) {
  const { t } = useTranslation('pages');
  const [signedIn, tickets, pending, state, toPage] = useUnit([$isSignedIn, model.$tickets, model.$ticketsPending, model.$state, model.ticketsPageChanged]);
  const formatDate = useFormatDate();
  if (!signedIn) return null;
  const drawing = state?.drawing ?? null;
  return (
    <section className="card draws__tickets" aria-labelledby={`${game}-tickets-title`} aria-busy={pending || undefined}>
      <h2 id={`${game}-tickets-title`}>{t('draws.myTickets')}</h2>
      {tickets === null ? (
        <p aria-busy="true">{t('draws.loading')}</p>
      ) : tickets.tickets.length === 0 ? (
        <p className="draws__muted">{t('draws.noTickets')}</p>
      ) : (
        <ul className="draws__ticket-list">
          {tickets.tickets.map((ticket) => {
            // While its draw is under way the state's balls are the freshest.
            const balls = drawing?.id === ticket.draw.id ? drawing.balls : ticket.draw.balls;
            return (
              <li key={ticket.id} className="draws__ticket" data-ticket-id={ticket.id}>
                <div className="draws__ticket-head">
                  <strong>{t('draws.ticketNumber', { id: ticket.id })}</strong>
                  <span className="draws__muted">
                    {t('draws.drawNumber', { id: ticket.draw.id })} · <time dateTime={ticket.draw.drawAt}>{formatDate(ticket.draw.drawAt, 'dateTime')}</time>
                  </span>
                  <TicketStatus ticket={ticket} drawing={drawing?.id === ticket.draw.id} />
                </div>
                {renderTicket(ticket, balls)}
              </li>
            );
          })}
        </ul>
      )}
      {tickets ? <Pager page={tickets.paging.pageNumber} pages={tickets.paging.totalPages} busy={pending} label={t('draws.ticketPages')} onPage={toPage} /> : null}
    </section>
  );
}

function TicketStatus({ ticket, drawing }: { readonly ticket: CasinoDrawTicket; readonly drawing: boolean }) {
  const { t, i18n } = useTranslation('pages');
  const money = (amount: number) => moneyText(amount, ticket.currency, i18n.language);
  if (ticket.status === 'refunded') return <span className="draws__status">{t('draws.status.refunded', { stake: money(ticket.stake) })}</span>;
  if (ticket.status === 'open') return <span className="draws__status">{t(drawing ? 'draws.status.drawing' : 'draws.status.open', { stake: money(ticket.stake) })}</span>;
  return (ticket.payout ?? 0) > 0 ? (
    <span className="draws__status draws__status--won">{t('draws.status.won', { payout: money(ticket.payout ?? 0), stake: money(ticket.stake) })}</span>
  ) : (
    <span className="draws__status">{t('draws.status.lost', { stake: money(ticket.stake) })}</span>
  );
}

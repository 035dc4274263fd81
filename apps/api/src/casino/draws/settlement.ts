import type { CasinoDrawOutcome } from '@betting/contracts';
import { bingoBallsCalled, bingoTicketOutcome, drawSequence, kenoTicketOutcome } from '@betting/games';
import { joinTransaction } from '../../db/join-transaction';
import type { Queryable } from '../../db/database';
import { payWin, refundStake } from '../../wallet';
import { inRetriedTransaction } from '../../db/retried-transaction';
import type { DrawDeps } from './deps';
import { drawById, markDrawCancelled, markDrawing, markDrawSettled, type StoredDraw } from './draws.repository';
import { openTicketsOf, refundTicketRow, settleTicketRow, type StoredTicket } from './tickets.repository';

/** The ledger reference of everything a ticket moves (stake, win, refund). */
export const drawTicketReference = (ticketId: number): string => `draw-ticket:${ticketId}`;

const ACTOR = 'system:casino-draws';

/** A ticket against its draw's balls, as `@betting/games` decides it. */
export function ticketOutcome(ticket: StoredTicket, balls: readonly number[]): CasinoDrawOutcome {
  if (ticket.selection.game === 'keno') return kenoTicketOutcome(ticket.selection.picks, balls, ticket.unitStake) as CasinoDrawOutcome;
  return bingoTicketOutcome(ticket.selection.cards, balls, ticket.unitStake) as CasinoDrawOutcome;
}

/**
 * An open draw whose time has come stops taking tickets and fixes its balls: keno's 20, or bingo's sequence up to
 * the first full house among its tickets' cards (at most 60). Purchases hold the draw's row (`for share`), so this
 * waits for those under way; none can join after. False when another caller did it first.
 */
export async function startDrawing(deps: DrawDeps, drawId: number): Promise<boolean> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const draw = await drawById(tx, drawId, 'update');
    if (draw?.status !== 'open') return false;
    const sequence = drawSequence(draw.game, draw.serverSeed, draw.id);
    let balls = sequence;
    if (draw.game === 'bingo') {
      const cards = (await openTicketsOf(tx, draw.id)).flatMap((ticket) => (ticket.selection.game === 'bingo' ? ticket.selection.cards : []));
      balls = sequence.slice(0, bingoBallsCalled(sequence, cards));
    }
    await markDrawing(tx, draw.id, balls);
    return true;
  });
}

/**
 * Settles a drawing draw exactly once, in one transaction under its row lock: each open ticket gets its outcome and
 * its win through the ledger (`draw-ticket:{id}:win`, itself idempotent), then the draw is settled and its seed
 * revealed. A second caller (another process's tick) waits on the lock and finds it settled. False then.
 */
export async function settleDraw(deps: DrawDeps, drawId: number, at: Date): Promise<boolean> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const draw = await drawById(tx, drawId, 'update');
    if (draw?.status !== 'drawing' || !draw.balls) return false;
    for (const ticket of await openTicketsOf(tx, draw.id)) await settleTicket(deps, tx, ticket, draw.balls, at);
    await markDrawSettled(tx, draw.id, at);
    return true;
  });
}

async function settleTicket(deps: DrawDeps, tx: Queryable, ticket: StoredTicket, balls: readonly number[], at: Date): Promise<void> {
  const outcome = ticketOutcome(ticket, balls);
  let winTransactionId: number | null = null;
  if (outcome.payout > 0) {
    const win = await payWin(joinTransaction(tx, deps.db.engine), {
      ...moneyOf(ticket, at),
      amount: outcome.payout,
      idempotencyKey: `${drawTicketReference(ticket.id)}:win`,
      reason: `casino_${ticket.game}_win`,
    });
    if (!win.ok) throw new Error(`the ledger refused a draw win: ${win.error.code}`);
    winTransactionId = win.value.transactionId;
  }
  await settleTicketRow(tx, ticket.id, outcome, at, winTransactionId);
}

const moneyOf = (ticket: StoredTicket, at: Date) => ({
  userId: ticket.userId,
  walletAccountId: ticket.walletAccountId,
  currency: ticket.currency,
  reference: drawTicketReference(ticket.id),
  actor: ACTOR,
  now: at,
});

/**
 * Cancels a draw that is not over (open or drawing): every open ticket's stake comes back through the ledger
 * (`draw-ticket:{id}:refund`), the draw is cancelled and its seed revealed. Null when there is no such draw; the
 * number of tickets refunded otherwise (0 when it was already over).
 */
export async function cancelDraw(deps: DrawDeps, drawId: number, at: Date): Promise<number | null> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const draw: StoredDraw | null = await drawById(tx, drawId, 'update');
    if (!draw) return null;
    if (draw.status !== 'open' && draw.status !== 'drawing') return 0;
    const tickets = await openTicketsOf(tx, draw.id);
    for (const ticket of tickets) {
      const refund = await refundStake(joinTransaction(tx, deps.db.engine), {
        ...moneyOf(ticket, at),
        amount: ticket.stake,
        idempotencyKey: `${drawTicketReference(ticket.id)}:refund`,
        reason: `casino_${ticket.game}_refund`,
      });
      if (!refund.ok) throw new Error(`the ledger refused a draw refund: ${refund.error.code}`);
      await refundTicketRow(tx, ticket.id, at, refund.value.transactionId);
    }
    await markDrawCancelled(tx, draw.id, at);
    return tickets.length;
  });
}

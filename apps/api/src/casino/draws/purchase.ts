import type { CasinoDrawSelection, CasinoDrawTicketBody, CasinoWallet, LimitRefusal } from '@betting/contracts';
import { bingoCard, kenoPicksProblem } from '@betting/games';
import { joinTransaction } from '../../db/join-transaction';
import type { Queryable } from '../../db/database';
import { placeStake } from '../../wallet';
import { requestFingerprint } from '../../platform/canonical-json';
import { inRetriedTransaction } from '../../db/retried-transaction';
import { activeAccountOf, walletOf } from '../games/wallets';
import type { PurchaseDeps } from './deps';
import { drawById, openDrawOf, type StoredDraw } from './draws.repository';
import { RefusedInTransaction, refused, stakeRefusalOf, type DrawRefusal } from './refusals';
import { drawTicketReference } from './settlement';
import { drawStakeRangeOf } from './stakes';
import { insertTicket, nextTicketId, setTicketStake, ticketByKey, type StoredTicket } from './tickets.repository';
import { recordCasinoWagering } from '../wagering';

export type PurchaseOutcome =
  | { readonly kind: 'bought'; readonly replayed: boolean; readonly ticket: StoredTicket; readonly draw: StoredDraw; readonly wallet: CasinoWallet }
  | DrawRefusal
  | { readonly kind: 'limit'; readonly refusal: LimitRefusal }
  | { readonly kind: 'conflict' };

interface Account {
  readonly userId: number;
  readonly accountId: number;
  readonly currency: string;
  readonly balance: number;
}

/** Keno picks ascending; a number of bingo cards. */
const fingerprintOf = (body: CasinoDrawTicketBody) =>
  requestFingerprint('casino_draw_ticket', body.game === 'keno' ? { game: 'keno', stake: body.stake, picks: [...body.picks].sort((a, b) => a - b) } : { game: 'bingo', stake: body.stake, cards: body.cards });

/**
 * Buys a ticket of the game's open draw for the person's active account. In one transaction: the draw's row held
 * (`for share`: it cannot start drawing meanwhile) and still open, the ticket row (which claims the scoped
 * Idempotency-Key: a concurrent retry waits on it, then reads it), the responsible-gaming limits under the person's
 * row lock, and the stake through the ledger (`draw-ticket:{id}:stake`, reference `draw-ticket:{id}`). A refusal keeps
 * nothing. The same key and body answer the same ticket again; another body is a conflict.
 */
export async function buyTicket(deps: PurchaseDeps, userId: number, body: CasinoDrawTicketBody, clientKey: string): Promise<PurchaseOutcome> {
  const requestKey = `user:${userId}:${clientKey}`;
  const fingerprint = fingerprintOf(body);
  const earlier = await ticketByKey(deps.db, requestKey);
  if (earlier) return earlier.fingerprint === fingerprint ? answer(deps, earlier, true) : { kind: 'conflict' };

  if (body.game === 'keno' && kenoPicksProblem(body.picks) !== null) return refused('invalid_picks', { max: 10 });
  const active = await activeAccountOf(deps.db, userId);
  if (!active) return refused('account_not_found');
  if (active.frozen) return refused('account_frozen');
  const account: Account = { userId, accountId: active.id, currency: active.currency, balance: active.balance };
  const range = drawStakeRangeOf(account.currency);
  if (body.stake < range.min || body.stake > range.max) return refused('stake_out_of_range', { min: range.min, max: range.max, currency: account.currency });
  const cost = body.game === 'keno' ? body.stake : body.stake * body.cards;
  const now = new Date(deps.clock.now());

  let claimed: boolean;
  try {
    claimed = await inRetriedTransaction(deps.db, (tx) => writeTicket(deps, tx, { account, body, cost, requestKey, fingerprint, now }));
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
  const ticket = await ticketByKey(deps.db, requestKey);
  if (!ticket) throw new Error(`draw ticket ${requestKey} lost its row`);
  if (!claimed) return ticket.fingerprint === fingerprint ? answer(deps, ticket, true) : { kind: 'conflict' };
  await recordCasinoWagering(deps, 'draw-ticket', ticket.id);
  return answer(deps, ticket, false);
}

interface WriteInput {
  readonly account: Account;
  readonly body: CasinoDrawTicketBody;
  readonly cost: number;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly now: Date;
}

/** The ticket's writes in the caller's transaction; false when its key was claimed by an earlier call. */
async function writeTicket(deps: PurchaseDeps, tx: Queryable, input: WriteInput): Promise<boolean> {
  const open = await openDrawOf(tx, input.body.game, input.now);
  const draw = open ? await drawById(tx, open.id, 'share') : null;
  if (draw?.status !== 'open' || draw.drawAt <= input.now) throw new RefusedInTransaction(refused('draw_closed'));
  const ticketId = await nextTicketId(tx);
  const { body, account } = input;
  const selection: CasinoDrawSelection =
    body.game === 'keno' ? { game: 'keno', picks: [...body.picks].sort((a, b) => a - b) } : { game: 'bingo', cards: Array.from({ length: body.cards }, (_, index) => bingoCard(ticketId, index)) };
  const inserted = await insertTicket(tx, {
    id: ticketId,
    drawId: draw.id,
    game: body.game,
    userId: account.userId,
    walletAccountId: account.accountId,
    currency: account.currency,
    stake: input.cost,
    unitStake: body.stake,
    selection,
    requestKey: input.requestKey,
    fingerprint: input.fingerprint,
    boughtAt: input.now,
  });
  if (!inserted) return false;
  // The limits decide inside this transaction once the key is claimed (a replay is never refused), under the
  // person's row lock: two purchases at once cannot both pass a limit.
  const limited = await deps.checkStake(account.userId, { amount: input.cost, currency: account.currency }, input.now, tx);
  if (!limited.ok) throw new RefusedInTransaction({ kind: 'limit', refusal: limited.error });
  const stake = await placeStake(joinTransaction(tx, deps.db.engine), {
    userId: account.userId,
    walletAccountId: account.accountId,
    currency: account.currency,
    amount: input.cost,
    reference: drawTicketReference(ticketId),
    idempotencyKey: `${drawTicketReference(ticketId)}:stake`,
    actor: `user:${account.userId}`,
    reason: `casino_${body.game}_ticket`,
    now: input.now,
  });
  if (!stake.ok) throw new RefusedInTransaction(stakeRefusalOf(stake.error.code, account.balance, account.currency));
  await setTicketStake(tx, ticketId, stake.value.transactionId);
  return true;
}

async function answer(deps: PurchaseDeps, ticket: StoredTicket, replayed: boolean): Promise<PurchaseOutcome> {
  const draw = await drawById(deps.db, ticket.drawId);
  const wallet = await walletOf(deps.db, { demo: false, key: `user:${ticket.userId}`, userId: ticket.userId }, new Date(deps.clock.now()), ticket.walletAccountId);
  if (!draw || !wallet) return refused('account_not_found');
  return { kind: 'bought', replayed, ticket, draw, wallet };
}

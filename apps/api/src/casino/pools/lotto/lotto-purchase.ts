import { randomBytes } from 'node:crypto';
import type { LottoTicketBody } from '@betting/contracts';
import { LOTTO_PICK, lottoTicketPrice, lottoTicketProblem, numbersFromFloats, sortedNumbers } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { requestFingerprint } from '../../../platform/canonical-json';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import { recordCasinoWagering } from '../../wagering';
import type { PoolDeps } from '../deps';
import { RefusedInTransaction, refused, type LimitOutcome, type PoolRefusal } from '../refusals';
import { fundsOf, takeStake, type Funds } from '../stakes';
import { insertLottoTicket, setLottoTicketStake, shareLottoDraw, ticketByKey, type StoredTicket } from './lotto.repository';

export type LottoPurchase = { readonly kind: 'bought'; readonly replayed: boolean; readonly ticket: StoredTicket } | PoolRefusal | LimitOutcome | { readonly kind: 'conflict' };

/** A quick pick: 6 numbers from the server's cryptographic randomness. */
function quickPick(): number[] {
  const bytes = randomBytes(4 * LOTTO_PICK);
  return numbersFromFloats(Array.from({ length: LOTTO_PICK }, (_, index) => bytes.readUInt32BE(index * 4) / 2 ** 32));
}

/**
 * Buys a lotto ticket for the signed-in person's active account: the given numbers, or a quick pick. In one
 * transaction: the draw's row (shared lock: open and before its time), the ticket row (which claims the scoped
 * Idempotency-Key), the responsible-gaming limits and the ledger's stake (`lotto-ticket:{id}:stake`). A refusal keeps
 * nothing; the same key and body answer the same ticket again; another body is a conflict.
 */
export async function buyLottoTicket(deps: PoolDeps, userId: number, body: LottoTicketBody, clientKey: string): Promise<LottoPurchase> {
  const requestKey = `user:${userId}:${clientKey}`;
  const fingerprint = requestFingerprint('lotto_ticket', { drawId: body.drawId, numbers: body.numbers ? sortedNumbers(body.numbers) : null });
  const earlier = await ticketByKey(deps.db, requestKey);
  if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'bought', replayed: true, ticket: earlier } : { kind: 'conflict' };

  const problem = body.numbers ? lottoTicketProblem(body.numbers) : null;
  if (problem) return refused('invalid_numbers', { problem });
  const funds = await fundsOf(deps.db, userId);
  if (funds.kind === 'refused') return funds;
  const price = lottoTicketPrice(funds.value.currency);
  const numbers = sortedNumbers(body.numbers ?? quickPick());
  const now = new Date(deps.clock.now());

  let claimed: boolean;
  try {
    claimed = await inRetriedTransaction(deps.db, (tx) => writeTicket(deps, tx, { drawId: body.drawId, numbers, quickPick: !body.numbers, funds: funds.value, price, requestKey, fingerprint, now }));
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
  const ticket = await ticketByKey(deps.db, requestKey);
  if (!ticket) throw new Error(`lotto ticket ${requestKey} lost its row`);
  if (!claimed) return ticket.fingerprint === fingerprint ? { kind: 'bought', replayed: true, ticket } : { kind: 'conflict' };
  await recordCasinoWagering(deps, 'lotto-ticket', ticket.id);
  return { kind: 'bought', replayed: false, ticket };
}

interface WriteInput {
  readonly drawId: number;
  readonly numbers: number[];
  readonly quickPick: boolean;
  readonly funds: Funds;
  readonly price: number;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly now: Date;
}

async function writeTicket(deps: PoolDeps, tx: Queryable, input: WriteInput): Promise<boolean> {
  const draw = await shareLottoDraw(tx, input.drawId);
  if (!draw) throw new RefusedInTransaction(refused('draw_not_found'));
  if (draw.status !== 'open' || draw.drawAt.getTime() <= input.now.getTime()) throw new RefusedInTransaction(refused('draw_closed'));
  const ticketId = await insertLottoTicket(tx, {
    drawId: input.drawId,
    userId: input.funds.userId,
    walletAccountId: input.funds.accountId,
    currency: input.funds.currency,
    numbers: input.numbers,
    quickPick: input.quickPick,
    price: input.price,
    requestKey: input.requestKey,
    fingerprint: input.fingerprint,
    placedAt: input.now,
  });
  if (ticketId === null) return false;
  const transactionId = await takeStake(deps, tx, { funds: input.funds, amount: input.price, reference: `lotto-ticket:${ticketId}`, reason: 'lotto_ticket_stake', now: input.now });
  await setLottoTicketStake(tx, ticketId, transactionId);
  return true;
}

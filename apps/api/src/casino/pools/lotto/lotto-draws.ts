import { lottoClientSeed, lottoDraw, lottoDrawTimeAfter, lottoFixedPrize, lottoJackpotSplit, lottoMatches, serverSeedHash } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import { newServerSeed } from '../../games/seeds.repository';
import type { PoolDeps } from '../deps';
import { lockJackpot, saveJackpot } from '../jackpots.repository';
import { credit } from '../stakes';
import { dueLottoDrawIds, insertLottoDraw, insertLottoPool, lockLottoDraw, lottoDrawsAhead, markLottoDrawn, openLottoTickets, settleLottoTicket } from './lotto.repository';

/**
 * Makes sure a draw is on sale: without an open draw still ahead, makes the one at the first daily draw time after
 * both `now` and the latest draw (a draw run early by test control keeps its day), committing a fresh secret server
 * seed by its hash. Answers its id when made.
 */
export async function ensureOpenLottoDraw(tx: Queryable, now: Date): Promise<number | null> {
  const state = await lottoDrawsAhead(tx, now);
  if (state.openAhead > 0) return null;
  const after = Math.max(now.getTime(), state.latest ? state.latest.getTime() : 0);
  const serverSeed = newServerSeed();
  return insertLottoDraw(tx, new Date(lottoDrawTimeAfter(after)), serverSeed, serverSeedHash(serverSeed), now);
}

export type LottoDrawOutcome = { readonly kind: 'drawn' | 'not_found' | 'already_drawn' | 'not_due'; readonly drawId: number };

/**
 * Draws a lotto draw exactly once, in one transaction under its row lock, when its time has come (or `now` by test
 * control): the balls from the committed server seed (client seed `lotto:{id}`, nonce 0), then every ticket — the
 * fixed prize for 3–5 matches, a share of the jackpot for 6 (per currency: the jackpot waiting plus 30 % of the draw's
 * sales; without a winner it all carries on). Ledger keys `lotto-ticket:{id}:win` make a retry harmless.
 */
export async function drawLottoDraw(deps: Pick<PoolDeps, 'db' | 'clock'>, drawId: number, force = false): Promise<LottoDrawOutcome> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const now = new Date(deps.clock.now());
    const draw = await lockLottoDraw(tx, drawId);
    if (!draw) return { kind: 'not_found', drawId };
    if (draw.status !== 'open') return { kind: 'already_drawn', drawId };
    if (!force && draw.drawAt.getTime() > now.getTime()) return { kind: 'not_due', drawId };
    const balls = lottoDraw({ serverSeed: draw.serverSeed, clientSeed: lottoClientSeed(drawId), nonce: 0 });
    const tickets = await openLottoTickets(tx, drawId);
    for (const currency of [...new Set(tickets.map((ticket) => ticket.currency))].sort()) {
      const inPool = tickets.filter((ticket) => ticket.currency === currency).map((ticket) => ({ ticket, matches: lottoMatches(ticket.numbers, balls) }));
      const count = (matches: number) => inPool.filter((entry) => entry.matches === matches).length;
      const jackpotIn = await lockJackpot(tx, 'lotto', currency);
      const sales = inPool.reduce((sum, entry) => sum + entry.ticket.price, 0);
      const split = lottoJackpotSplit({ sales, jackpotIn, winners: count(6) });
      for (const { ticket, matches } of inPool) {
        const payout = lottoFixedPrize(matches, ticket.price) + (matches === 6 ? split.perTicket : 0);
        const transactionId = payout > 0 ? await credit(deps, tx, 'win', { userId: ticket.userId, accountId: ticket.walletAccountId, currency, amount: payout, reference: `lotto-ticket:${ticket.id}`, reason: 'lotto_ticket_win', now }) : null;
        await settleLottoTicket(tx, ticket.id, matches, payout, transactionId, now);
      }
      await insertLottoPool(tx, drawId, currency, {
        tickets: inPool.length,
        sales,
        jackpotIn,
        winners: { three: count(3), four: count(4), five: count(5), six: count(6) },
        jackpotFund: split.fund,
        jackpotPerTicket: split.perTicket,
        jackpotOut: split.jackpotOut,
      });
      await saveJackpot(tx, 'lotto', currency, split.jackpotOut, now);
    }
    await markLottoDrawn(tx, drawId, balls, now);
    return { kind: 'drawn', drawId };
  });
}

/** Draws every open draw whose time has come; answers the ids drawn. */
export async function drawDueLottoDraws(deps: Pick<PoolDeps, 'db' | 'clock'>): Promise<number[]> {
  const drawn: number[] = [];
  for (const drawId of await dueLottoDrawIds(deps.db, new Date(deps.clock.now()))) if ((await drawLottoDraw(deps, drawId)).kind === 'drawn') drawn.push(drawId);
  return drawn;
}

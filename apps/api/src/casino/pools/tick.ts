import type { PoolTickResponse } from '@betting/contracts';
import { inRetriedTransaction } from '../../db/retried-transaction';
import type { PoolDeps } from './deps';
import { drawDueLottoDraws, ensureOpenLottoDraw } from './lotto/lotto-draws';
import { TOTO_OPEN_DRAWS, closeDueTotoDraws, ensureOpenTotoDraws, openTotoDrawCount } from './toto/toto-schedule';
import { settleDecidedTotoDraws } from './toto/toto-settlement';

/**
 * One pass of the draws' timer: toto draws whose first match started close, closed draws whose matches are all
 * decided settle (or are cancelled), and new draws keep two open; lotto draws whose time came are drawn and the next
 * day's draw opens. Every step is safe to run twice or from two processes (row locks, status checks, ledger keys).
 */
export async function tickPools(deps: PoolDeps): Promise<PoolTickResponse> {
  const now = new Date(deps.clock.now());
  const closed = await deps.db.transaction((tx) => closeDueTotoDraws(tx, now));
  const outcomes = await settleDecidedTotoDraws(deps);
  let created: number[] = [];
  if ((await openTotoDrawCount(deps.db, now)) < TOTO_OPEN_DRAWS) {
    // Outside the transaction: the line writes its games on its own.
    await deps.ensureLine();
    created = await inRetriedTransaction(deps.db, (tx) => ensureOpenTotoDraws(tx, now));
  }
  const drawn = await drawDueLottoDraws(deps);
  const lotto = await inRetriedTransaction(deps.db, (tx) => ensureOpenLottoDraw(tx, now));
  return {
    toto: {
      created,
      closed,
      settled: outcomes.filter((outcome) => outcome.kind === 'settled').map((outcome) => outcome.drawId),
      cancelled: outcomes.filter((outcome) => outcome.kind === 'cancelled').map((outcome) => outcome.drawId),
    },
    lotto: { created: lotto === null ? [] : [lotto], drawn },
  };
}

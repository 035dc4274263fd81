import { casinoRoundReference } from '../../bonuses';
import type { GameDeps } from './deps';

/**
 * Counts real-money casino stakes towards the person's casino bonus wagering (bonuses' `recordWagering`, idempotent
 * by the round's reference) and marks them counted; `roundId` limits it to one round, else every round not yet
 * counted (the sweep). A failure is logged and left for the next sweep: the round stands either way.
 */
export async function recordCasinoWagering(deps: Pick<GameDeps, 'db' | 'clock' | 'recordWagering' | 'log'>, roundId?: number): Promise<number> {
  const rows = await deps.db.query<{ id: unknown; user_id: number; stake: unknown; currency: string }>(
    `select id, user_id, stake, currency from casino_rounds where not wagering_recorded and not is_demo ${roundId === undefined ? '' : 'and id = $1'} order by id limit 500`,
    roundId === undefined ? [] : [roundId],
  );
  let recorded = 0;
  for (const row of rows) {
    const id = Number(row.id);
    try {
      await deps.recordWagering(deps.db, { userId: row.user_id, stake: Number(row.stake), currency: row.currency, kind: 'casino', reference: casinoRoundReference(id), now: new Date(deps.clock.now()) });
      await deps.db.query('update casino_rounds set wagering_recorded = true where id = $1', [id]);
      recorded += 1;
    } catch (error) {
      deps.log(`wagering of casino round ${id} not recorded`, error);
    }
  }
  return recorded;
}

import { BETTING_CONFIG_SETTING_KEY } from '@betting/contracts';
import type { Queryable } from '../db/database';

/** The stored value of the site setting `betting` (the operator's betting settings), unparsed; undefined when unset. */
export async function storedBettingConfig(db: Queryable): Promise<unknown> {
  const [row] = await db.query<{ value: unknown }>('select value from site_settings where key = $1', [BETTING_CONFIG_SETTING_KEY], 'betting_config');
  return row?.value;
}

/** The bettor's stake factor (thousandths) set by the trading and risk desks; undefined when none is set. */
export async function stakeFactorOf(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ factor: number }>('select factor from bettor_stake_factors where user_id = $1', [userId]);
  return row?.factor;
}

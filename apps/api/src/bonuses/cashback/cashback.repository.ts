import type { CashbackProgram } from '@betting/contracts';
import type { Queryable } from '../../db/database';

/** The currencies (numeric codes) of the person's claims of the programme for the week starting at `periodStart`. */
export async function claimedCurrencyIds(db: Queryable, userId: number, program: CashbackProgram, periodStart: Date): Promise<number[]> {
  const rows = await db.query<{ currency_id: number }>('select currency_id from bonus_cashback_claims where user_id = $1 and program = $2 and period_start = $3', [userId, program, periodStart]);
  return rows.map((row) => row.currency_id);
}

export interface CashbackClaim {
  readonly userId: number;
  readonly program: CashbackProgram;
  readonly periodStart: Date;
  readonly currencyId: number | undefined;
  readonly netLoss: number;
  readonly bonusId: number;
  readonly claimedAt: Date;
}

/** Records a claim by its key (person, programme, week, currency); false when that claim was made before. */
export async function insertCashbackClaim(tx: Queryable, claim: CashbackClaim): Promise<boolean> {
  const inserted = await tx.query(
    `insert into bonus_cashback_claims (user_id, program, period_start, currency_id, net_loss, bonus_id, claimed_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing returning bonus_id`,
    [claim.userId, claim.program, claim.periodStart, claim.currencyId, claim.netLoss, claim.bonusId, claim.claimedAt],
  );
  return inserted.length === 1;
}

import type { CasinoTournamentScoring } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { COUNTS_FOR_TOURNAMENT } from './tournaments.repository';

/** One player's standing: their score, counted rounds, when they reached the score, and their place (null: no positive score). */
export interface Standing {
  readonly userId: number;
  readonly score: number;
  readonly rounds: number;
  readonly reachedAt: Date;
  readonly place: number | null;
}

export interface Leaderboard {
  /** The first `limit` places, then the asked player's standing when it is not among them. */
  readonly standings: readonly Standing[];
  /** Players with a positive score. */
  readonly participants: number;
}

/**
 * Per scoring: a player's score over their counted rounds, and the order whose first round is the one that set that
 * score — the latest round for a sum of stakes; the latest round that moved the sum for net win (payout ≠ stake); the
 * earliest round with the best multiplier. Ties of time go to the round played first (the lower id).
 */
const SCORING_SQL: Readonly<Record<CasinoTournamentScoring, { readonly score: string; readonly reachedFirst: string }>> = {
  total_stake: { score: 'sum(stake) over player', reachedFirst: 'settled_at desc, id desc' },
  net_win: { score: 'sum(payout - stake) over player', reachedFirst: '(payout <> stake) desc, settled_at desc, id desc' },
  biggest_multiplier: { score: 'max(multiplier) over player', reachedFirst: 'multiplier desc, settled_at, id' },
};

interface StandingRow {
  user_id: number;
  score: unknown;
  rounds: unknown;
  reached_at: Date | string;
  place: unknown;
  participants: unknown;
}

/**
 * A tournament's leaderboard, computed from the rounds each time: the game server's settled real-money rounds whose
 * stake the ledger booked (`bet_stake`), in the tournament's currency with at least its minimum stake, started within
 * its period and settled before its end, on the games it names. Players with a positive score are placed: higher
 * score first, then the one who reached it first. Answers the top `limit` places and `me`'s standing, if they played.
 */
export async function computeLeaderboard(db: Queryable, tournament: { readonly id: number; readonly scoring: CasinoTournamentScoring }, limit: number, me: number | null): Promise<Leaderboard> {
  const scoring = SCORING_SQL[tournament.scoring];
  const rows = await db.query<StandingRow>(
    `with counted as (
       select r.id, r.user_id, r.stake, r.payout, coalesce(r.multiplier, 0) as multiplier, r.settled_at
         from casino_tournaments c
         join casino_rounds r on r.currency = c.currency and r.stake >= c.min_stake and r.started_at >= c.starts_at and r.settled_at < c.ends_at
         join ledger_transactions s on s.id = r.stake_transaction_id and s.kind = 'bet_stake'
        where c.id = $1 and not r.is_demo and r.status = 'settled' and r.user_id is not null and ${COUNTS_FOR_TOURNAMENT}
     ),
     standings as (
       select distinct on (user_id) user_id, ${scoring.score} as score, count(*) over player as rounds, settled_at as reached_at, id as reached_round
         from counted
       window player as (partition by user_id)
        order by user_id, ${scoring.reachedFirst}
     ),
     ranked as (
       select user_id, row_number() over (order by score desc, reached_at, reached_round) as place from standings where score > 0
     )
     select s.user_id, s.score, s.rounds, s.reached_at, r.place, (select count(*) from ranked) as participants
       from standings s left join ranked r on r.user_id = s.user_id
      where r.place <= $2 or s.user_id = $3
      order by r.place nulls last`,
    [tournament.id, limit, me],
  );
  return {
    participants: rows[0] ? readSafeInteger(rows[0].participants) : 0,
    standings: rows.map((row) => ({
      userId: row.user_id,
      score: readSafeInteger(row.score, 'score'),
      rounds: readSafeInteger(row.rounds),
      reachedAt: new Date(row.reached_at),
      place: row.place === null ? null : readSafeInteger(row.place),
    })),
  };
}

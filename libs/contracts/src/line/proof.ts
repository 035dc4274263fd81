import * as z from 'zod/mini';

/**
 * "Commit before, reveal after" for a simulated game (`LinePaths.proof`): the commitment to the game's draw key is
 * public from the moment the game is on the line; the key and the scoring events the simulator played come only once
 * the game is finished (`key` and `events` are null before). `@betting/games`' `verifySimGame` replays the game from
 * them in the browser.
 */
const Hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Count = z.number().check(z.int(), z.nonnegative());

export const LineSimEventSchema = z.object({
  second: Count,
  period: Count,
  kind: z.enum(['goal', 'overtime', 'point', 'map']),
  side: z.enum(['home', 'away']),
  home: Count,
  away: Count,
});
export type LineSimEvent = z.infer<typeof LineSimEventSchema>;

export const LineGameProofResponseSchema = z.object({
  gameId: z.number().check(z.int(), z.positive()),
  status: z.enum(['prematch', 'live', 'finished']),
  sportId: z.number().check(z.int(), z.positive()),
  sportName: z.string(),
  champName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  /** Epoch seconds. */
  startsAt: z.number().check(z.int()),
  /** The simulation's public description of the sport (`SimSport`). */
  sport: z.object({
    slug: z.string(),
    model: z.enum(['poisson', 'elo']),
    hasDraw: z.boolean(),
    periods: z.number().check(z.int(), z.positive()),
    periodSeconds: z.number().check(z.int(), z.positive()),
    goals: z.number().check(z.nonnegative()),
  }),
  homeRating: z.number(),
  awayRating: z.number(),
  /** Hex SHA-256 of the game's 32-byte draw key. */
  commitment: Hex64,
  /** The draw key (hex), only once the game is finished. */
  key: z.nullable(Hex64),
  home: Count,
  away: Count,
  /** Home first, per period (an array, not a tuple schema). */
  periodScores: z.array(z.array(Count).check(z.minLength(2), z.maxLength(2))),
  /** The scoring events, only once the game is finished. */
  events: z.nullable(z.array(LineSimEventSchema)),
  /** The game's markets (English names) and each outcome's result (null until settled). */
  markets: z.array(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      name: z.string(),
      typeId: z.number().check(z.int()),
      period: Count,
      /** Line in thousandths, or null. */
      param: z.nullable(z.number().check(z.int())),
      outcomes: z.array(z.object({ code: z.string(), name: z.string(), result: z.nullable(z.string()) })),
    }),
  ),
});
export type LineGameProofResponse = z.infer<typeof LineGameProofResponseSchema>;

import * as z from 'zod/mini';
import { GameStatusIdSchema, GameStatusSchema, LineSectionSchema, OutcomeResultSchema } from './line';

const Id = z.int().check(z.positive());
/** Milliseconds since the epoch (the server's clock) when the change happened. */
const At = z.int().check(z.gte(0));

/**
 * GET stream: which changes to send. `gameIds` (comma list, up to 200) narrows to those games; `sportId` to a sport;
 * `section` live sends only live games' changes (and `started`). Nothing narrows: every change.
 * `lastEventId`: the `Last-Event-ID` header's value for clients behind a proxy that drops the header (the header wins).
 */
export const LineStreamQuerySchema = z.object({
  gameIds: z.optional(z.string().check(z.regex(/^\d{1,15}(,\d{1,15}){0,199}$/))),
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  section: z.optional(LineSectionSchema),
  lastEventId: z.optional(z.string().check(z.regex(/^\d{1,16}$/))),
});
export type LineStreamQuery = z.infer<typeof LineStreamQuerySchema>;

/**
 * First event of a stream, unless it resumed (`Last-Event-ID` still in the server's memory: the missed changes come
 * instead). It means: load the state afresh. Its SSE `id:` is the last change's, so resuming from it misses nothing.
 */
export const LineReadyEventSchema = z.object({ type: z.literal('ready'), at: At });
/** Coefficients of one game changed (one event per game per tick). */
export const LineCoefsEventSchema = z.object({
  type: z.literal('coefs'),
  gameId: Id,
  at: At,
  changes: z.array(z.object({ outcomeId: Id, marketId: Id, coef: z.int().check(z.gte(1000)), version: z.int() })),
});
/** Score, period or game time of a live game changed (game time: at most once per 5 s of play per game). */
export const LineGameStateEventSchema = z.object({
  type: z.literal('game'),
  gameId: Id,
  at: At,
  status: GameStatusSchema,
  statusId: GameStatusIdSchema,
  period: z.int(),
  gameSeconds: z.int(),
  /** Home first (two numbers; an array, not a tuple schema, to keep zod's tuple out of the first JavaScript). */
  scores: z.array(z.int()).check(z.minLength(2), z.maxLength(2)),
  score: z.string(),
  /** True when this event carries a new goal/point/map. */
  scoreChanged: z.boolean(),
  /** Each period's score, home first (as `LineGameSchema.periodScores`). */
  periodScores: z.optional(z.array(z.array(z.int().check(z.gte(0))).check(z.minLength(2), z.maxLength(2)))),
  /** Points of the game under way inside the set (tennis), home first: see `LineGameSchema.points`. */
  points: z.optional(z.array(z.int().check(z.gte(0))).check(z.minLength(2), z.maxLength(2))),
});
/** A market was suspended or blocked, or came back. */
export const LineMarketStateEventSchema = z.object({
  type: z.literal('market'),
  gameId: Id,
  at: At,
  markets: z.array(z.object({ marketId: Id, isBlocked: z.boolean(), isSuspended: z.boolean() })),
});
/** A prematch game went live. */
export const LineStartedEventSchema = z.object({ type: z.literal('started'), gameId: Id, at: At });
/** A game finished: every market closed, outcome results set. */
export const LineFinishedEventSchema = z.object({
  type: z.literal('finished'),
  gameId: Id,
  at: At,
  /** Home first (two numbers; an array, not a tuple schema, to keep zod's tuple out of the first JavaScript). */
  scores: z.array(z.int()).check(z.minLength(2), z.maxLength(2)),
  score: z.string(),
  results: z.array(z.object({ outcomeId: Id, result: OutcomeResultSchema })),
});

export const LineStreamEventSchema = z.discriminatedUnion('type', [
  LineReadyEventSchema,
  LineCoefsEventSchema,
  LineGameStateEventSchema,
  LineMarketStateEventSchema,
  LineStartedEventSchema,
  LineFinishedEventSchema,
]);
export type LineStreamEvent = z.infer<typeof LineStreamEventSchema>;
export type LineStreamEventType = LineStreamEvent['type'];
export const LINE_STREAM_EVENT_TYPES = ['ready', 'coefs', 'game', 'market', 'started', 'finished'] as const satisfies readonly LineStreamEventType[];
/** Milliseconds between `: ping` comments. */
export const LINE_STREAM_PING_MS = 15_000;

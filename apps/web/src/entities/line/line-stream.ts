import { LINE_STREAM_EVENT_TYPES, LinePaths, LineStreamEventSchema, type LineStreamEvent, type LineStreamQuery, type OutcomeResult } from '@betting/contracts';
import { attach, combine, createEvent, createStore, sample, scopeBind } from 'effector';
import { debounce } from 'patronum';
import * as z from 'zod/mini';

/**
 * The live feed in the browser: one Server-Sent Events line to the API at a time, its changes folded into stores the
 * views lay over what they loaded (coefficients with the direction of their last move, game scores and clocks,
 * market locks, finished games). The browser's EventSource reconnects by itself after a drop.
 */
export interface LiveCoef {
  readonly coef: number;
  /** The coefficient before this move; equal to `coef` for the first reading. */
  readonly previous: number;
  /** Milliseconds of the server's clock when it moved. */
  readonly at: number;
}
export interface LiveGameState {
  readonly statusId: number;
  readonly isFinished: boolean;
  readonly period: number;
  readonly gameSeconds: number;
  readonly scores: readonly number[];
  readonly score: string;
  /** Each period's score, home first, when the feed told it. */
  readonly periodScores?: readonly (readonly number[])[] | undefined;
  /** Points of the game under way inside the set (tennis), home first. */
  readonly points?: readonly number[] | undefined;
  readonly at: number;
}
export interface LiveMarketState {
  readonly isBlocked: boolean;
  readonly isSuspended: boolean;
}

export const lineStreamWanted = createEvent<LineStreamQuery | null>();
export const lineEventReceived = createEvent<LineStreamEvent>();

export const $liveCoefs = createStore<Readonly<Record<number, LiveCoef>>>({});
export const $liveGames = createStore<Readonly<Record<number, LiveGameState>>>({});
export const $liveMarkets = createStore<Readonly<Record<number, LiveMarketState>>>({});
/** Outcome results of games that finished while the page was open. */
export const $liveResults = createStore<Readonly<Record<number, OutcomeResult>>>({});
export const $streamConnected = createStore(false);

const $source = createStore<EventSource | null>(null, { serialize: 'ignore' });
const streamOpened = createEvent();
const streamErrored = createEvent();

export function streamUrl(query: LineStreamQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${LinePaths.stream}?${text}` : LinePaths.stream;
}

const switchStreamFx = attach({
  source: $source,
  effect: (previous, query: LineStreamQuery | null): EventSource | null => {
    previous?.close();
    if (query === null || typeof EventSource === 'undefined') return null;
    const received = scopeBind(lineEventReceived, { safe: true });
    const opened = scopeBind(streamOpened, { safe: true });
    const errored = scopeBind(streamErrored, { safe: true });
    const source = new EventSource(streamUrl(query));
    source.addEventListener('open', () => opened());
    source.addEventListener('error', () => errored());
    for (const type of LINE_STREAM_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        const parsed = z.safeParse(LineStreamEventSchema, JSON.parse((message as MessageEvent<string>).data));
        if (parsed.success) received(parsed.data);
      });
    }
    return source;
  },
});

sample({ clock: lineStreamWanted, target: switchStreamFx });

/**
 * The stream said `ready` again on a connection that had already been ready: after a drop it could not bridge (the
 * server no longer had the changes missed, or another process answered without them). What the page loaded may be
 * old; the line's queries load it again.
 */
export const lineStateStale = createEvent();
const $readiesOnThisStream = createStore(0, { serialize: 'ignore' })
  .on(switchStreamFx.done, () => 0)
  .on(lineEventReceived, (readies, event) => (event.type === 'ready' ? readies + 1 : readies));
sample({ clock: lineEventReceived, source: $readiesOnThisStream, filter: (readies, event) => event.type === 'ready' && readies > 1, target: lineStateStale });
$source.on(switchStreamFx.doneData, (_, source) => source);
$streamConnected.on(streamOpened, () => true).on([streamErrored, switchStreamFx.done], () => false);

/** Folds one stream event into the live stores (pure, for the tests). */
export function foldCoefs(coefs: Readonly<Record<number, LiveCoef>>, event: LineStreamEvent): Readonly<Record<number, LiveCoef>> {
  if (event.type !== 'coefs') return coefs;
  const next = { ...coefs };
  for (const change of event.changes) next[change.outcomeId] = { coef: change.coef, previous: coefs[change.outcomeId]?.coef ?? change.coef, at: event.at };
  return next;
}

$liveCoefs.on(lineEventReceived, foldCoefs);
$liveGames.on(lineEventReceived, (games, event) => {
  if (event.type === 'game') {
    return {
      ...games,
      [event.gameId]: {
        statusId: event.statusId,
        isFinished: event.status === 'finished',
        period: event.period,
        gameSeconds: event.gameSeconds,
        scores: event.scores,
        score: event.score,
        periodScores: event.periodScores,
        points: event.points,
        at: event.at,
      },
    };
  }
  if (event.type === 'finished') {
    const before = games[event.gameId];
    return {
      ...games,
      [event.gameId]: { statusId: 4, isFinished: true, period: before?.period ?? 0, gameSeconds: before?.gameSeconds ?? 0, scores: event.scores, score: event.score, periodScores: before?.periodScores, at: event.at },
    };
  }
  return games;
});
$liveMarkets.on(lineEventReceived, (markets, event) => {
  if (event.type !== 'market') return markets;
  const next = { ...markets };
  for (const market of event.markets) next[market.marketId] = { isBlocked: market.isBlocked, isSuspended: market.isSuspended };
  return next;
});
$liveResults.on(lineEventReceived, (results, event) => {
  if (event.type !== 'finished') return results;
  const next = { ...results };
  for (const item of event.results) next[item.outcomeId] = item.result;
  return next;
});

/** The games the page shows, the games the coupon holds and those of the open bets on screen: the stream follows them, and only them. */
export const pageGamesShown = createEvent<readonly number[]>();
export const $pageGames = createStore<readonly number[]>([]).on(pageGamesShown, (_, ids) => ids);
export const $couponGames = createStore<readonly number[]>([]);
/** The games of the bettor's open bets while the slip shows them (their cash-out offers follow the prices). */
export const openBetGamesShown = createEvent<readonly number[]>();
const $openBetGames = createStore<readonly number[]>([]).on(openBetGamesShown, (_, ids) => ids);
const MAX_STREAM_GAMES = 200;

/** The stream's query for a set of games: none → no stream; too many → every change. */
export function streamQueryFor(games: readonly number[]): LineStreamQuery | null {
  const ids = [...new Set(games)].sort((a, b) => a - b);
  if (ids.length === 0) return null;
  return ids.length > MAX_STREAM_GAMES ? {} : { gameIds: ids.join(',') };
}

const $wantedQuery = combine($pageGames, $couponGames, $openBetGames, (page, held, open) => streamQueryFor([...page, ...held, ...open]));
const $wantedKey = $wantedQuery.map((query) => JSON.stringify(query));
sample({ clock: debounce($wantedKey, 250), source: $wantedQuery, target: lineStreamWanted });

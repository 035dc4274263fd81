/**
 * The line and live feed (spec §2 sports and esports routes, §3 coupon bet fields).
 * Every call is a public GET (a signed-in caller's `Authorization: Bearer …` only hides the sports their user config
 * disallows: `disallow_line_sport` for section line, `disallow_live_sport` for section live). Unknown ids answer 404
 * with ApiError code `line_*_not_found`; a query that does not match its schema 400 `invalid_request`.
 *
 * Page routes the web app maps onto these calls:
 * - `/{lng}/{section}/{menuSection?}/{sport?}/{champ?}/{game?}`: `menu` (left), `events` (centre, `sportId`/`champId`),
 *   `game` for a single game; `top` for top events.
 * - `/{lng}/esports/{type real|virtual|stream}/…`: `esports` (disciplines), then `events` with `esports=1`.
 * - `/{lng}/results/{type live|zone?}`: `results`; `/{lng}/champs/{champId?}`: `champ`.
 */
const BASE = '/line-api/v1';

export const LinePaths = {
  /** GET LineMenuQuerySchema → LineMenuResponseSchema: sports with live/line counts, countries and champs. */
  menu: `${BASE}/menu`,
  /** GET LineEventsQuerySchema → LineEventsResponseSchema: the games of a section, filtered. */
  events: `${BASE}/events`,
  /** GET LineTopQuerySchema → LineEventsResponseSchema: top events (live first, then the nearest line games). */
  top: `${BASE}/top`,
  /** GET (no query) → LineGameResponseSchema: one game with every market, grouped. */
  game: (gameId: number | string) => `${BASE}/games/${gameId}`,
  gamePattern: `${BASE}/games/:gameId`,
  /**
   * GET → LineGameProofResponseSchema: the commitment to a simulated game's draw key, and once the game is finished
   * the key and its scoring events ("Verify this game").
   */
  proof: (gameId: number | string) => `${BASE}/games/${gameId}/proof`,
  proofPattern: `${BASE}/games/:gameId/proof`,
  /** GET LineResultsQuerySchema → LineResultsResponseSchema: finished games (results page). */
  results: `${BASE}/results`,
  /** GET → LineChampResponseSchema: a champ with its upcoming, live and finished games (`champs/{champId}` page). */
  champ: (champId: number | string) => `${BASE}/champs/${champId}`,
  champPattern: `${BASE}/champs/:champId`,
  /** GET LineEsportsQuerySchema → LineEsportsResponseSchema: esports disciplines (sports flagged `isEsports`). */
  esports: `${BASE}/esports/disciplines`,
  /** GET LineBetsQuerySchema (`ids=1,2,3`) → LineBetsResponseSchema: the coupon fields of each outcome, now. */
  bets: `${BASE}/bets`,
  /**
   * GET LineStreamQuerySchema → `text/event-stream` (Server-Sent Events). Each SSE `event:` is a LineStreamEvent
   * `type` and its `data:` the JSON of that event (LineStreamEventSchema); `: ping` comments keep the line open every
   * 15 s. Changes reach the stream within a second of the simulator's tick. Every change has an SSE `id:` (numbers
   * that only grow); a reconnecting EventSource sends the last one as `Last-Event-ID` and gets the changes it missed
   * while the server still holds them, else `ready` (load the state afresh). A client that stops reading is cut off.
   */
  stream: `${BASE}/stream`,
} as const;

/** Test-control calls of the line (non-production only; see apps/api/src/line/README.md). */
export const LineTestControlPaths = {
  /** POST LineTickBodySchema: advance the simulator by `ms` of game time now (several ticks if long). */
  tick: '/__test/line/tick',
  /** POST LineFinishBodySchema: finish a game now with the given score (results set, settlement hook fired). */
  finish: (gameId: number | string) => `/__test/line/games/${gameId}/finish`,
  finishPattern: '/__test/line/games/:gameId/finish',
  /** POST: start a prematch game now (status live). */
  start: (gameId: number | string) => `/__test/line/games/${gameId}/start`,
  startPattern: '/__test/line/games/:gameId/start',
  /** POST LineCoefBodySchema: set an outcome's coefficient (thousandths); emits a `coefs` event. */
  coef: (outcomeId: number | string) => `/__test/line/outcomes/${outcomeId}/coef`,
  coefPattern: '/__test/line/outcomes/:outcomeId/coef',
  /** POST LineMarketStateBodySchema (optional): suspend (default) or lift a suspension of a market. */
  suspend: (marketId: number | string) => `/__test/line/markets/${marketId}/suspend`,
  suspendPattern: '/__test/line/markets/:marketId/suspend',
  /** POST LineMarketStateBodySchema (optional): block (default) or unblock a market. */
  block: (marketId: number | string) => `/__test/line/markets/${marketId}/block`,
  blockPattern: '/__test/line/markets/:marketId/block',
  /** POST: pause (`{ running: false }`) or resume the simulator's own timer. */
  simulator: '/__test/line/simulator',
  /**
   * GET `?after=<id>`: the stream's counters (subscribers, groups, dropped) and the changes published after that id
   * with the time each was published (the stream benchmark measures delivery against it).
   */
  stream: '/__test/line/stream',
} as const;

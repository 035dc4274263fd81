import {
  CasinoDrawDetailResponseSchema,
  CasinoDrawErrorCodeSchema,
  CasinoDrawPaths,
  CasinoDrawStateResponseSchema,
  CasinoDrawTicketResponseSchema,
  CasinoDrawTicketsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  limitRefusalOfPaymentError,
  type CasinoDrawGame,
  type CasinoDrawStateResponse,
  type CasinoDrawTicket,
  type CasinoDrawTicketBody,
  type LimitRefusal,
} from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { apiRequest, failureCode, isApiFailure } from '../../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../../shared/api/money-call';
import { $userId } from '../../../entities/session/session-state';

/**
 * Why a purchase was refused: the API's code (or `network_error`, `unknown_error`) and its numbers, for
 * `draws.errors.<code>`; for `limit_refused` also the limit's typed reason (time-out, self-exclusion, wagering, loss
 * or session limit), which the page says in the bettor's language.
 */
export interface DrawRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly limit: LimitRefusal | null;
}
const KNOWN_CODES: ReadonlySet<string> = new Set([...CasinoDrawErrorCodeSchema.options, 'network_error']);

export function drawRefusalOf(error: unknown): DrawRefusal {
  const code = failureCode(error);
  const body = isApiFailure(error) && error.kind === 'http' ? error.error : undefined;
  return {
    code: KNOWN_CODES.has(code) ? code : 'unknown_error',
    params: body?.params ?? {},
    limit: body && code === 'limit_refused' ? limitRefusalOfPaymentError({ error: body }) : null,
  };
}

export interface TicketSubmission {
  readonly body: CasinoDrawTicketBody;
}

/** The state as the page received it, with the local clock at that moment (the countdown runs on the server's clock). */
export interface ReceivedState {
  readonly state: CasinoDrawStateResponse;
  readonly receivedAtMs: number;
}

/** Refreshes the state every this many seconds while nothing is happening (every second while balls come out). */
const IDLE_REFRESH_TICKS = 15;

/**
 * A draw game's page (keno, bingo): the state (open draw, the draw under way, latest results) refreshed on a one-second
 * clock — every second while balls come out or when the countdown ends, else every 15 s — my tickets a page at a time
 * (again when a draw starts or settles), the latest draw's winners, and the purchase.
 */
export function createDrawModel(game: CasinoDrawGame) {
  const pageOpened = createEvent();
  const pageClosed = createEvent();
  const ticketsPageChanged = createEvent<number>();
  const ticketSubmitted = createEvent<TicketSubmission>();

  const loadStateFx = createEffect(async (): Promise<ReceivedState> => {
    const state = await apiRequest({ method: 'GET', path: CasinoDrawPaths.state(game), schema: CasinoDrawStateResponseSchema });
    return { state, receivedAtMs: Date.now() };
  });
  const stateQuery = createQuery({ effect: loadStateFx, name: `draws.${game}.state` });
  concurrency(stateQuery, { strategy: 'TAKE_LATEST' });

  const loadTicketsFx = createEffect((page: number) => apiRequest({ method: 'GET', path: CasinoDrawPaths.tickets, query: { game, page }, schema: CasinoDrawTicketsResponseSchema }));
  const ticketsQuery = createQuery({ effect: loadTicketsFx, name: `draws.${game}.tickets` });
  concurrency(ticketsQuery, { strategy: 'TAKE_LATEST' });

  const loadDrawFx = createEffect((drawId: number) => apiRequest({ method: 'GET', path: CasinoDrawPaths.draw(game, drawId), schema: CasinoDrawDetailResponseSchema }));
  const latestDrawQuery = createQuery({ effect: loadDrawFx, name: `draws.${game}.latest` });
  concurrency(latestDrawQuery, { strategy: 'TAKE_LATEST' });

  // The money call keeps its key until answered: buying again after a lost answer cannot buy twice.
  const buyTicket = createMoneyCall({
    name: `draws.${game}.buyTicket`,
    send: ({ body, idempotencyKey }: Keyed<TicketSubmission>) =>
      apiRequest({ method: 'POST', path: CasinoDrawPaths.tickets, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: CasinoDrawTicketResponseSchema }),
  });
  const buyTicketFx = buyTicket.sendFx;
  const readClockFx = createEffect(() => Date.now());

  const $state = stateQuery.$data.map((received) => received?.state ?? null);
  /** The server's clock minus the local one, measured when the state arrived. */
  const $offsetMs = createStore(0).on(loadStateFx.doneData, (_, received) => received.state.serverNowMs - received.receivedAtMs);
  const $localNowMs = createStore(0)
    .on(readClockFx.doneData, (_, now) => now)
    .on(loadStateFx.doneData, (_, received) => received.receivedAtMs);
  const $serverNowMs = combine($localNowMs, $offsetMs, (now, offset) => now + offset);
  /** Whole seconds until the open draw closes (0 once it is due), null without one. */
  const $secondsToDraw = combine($state, $serverNowMs, (state, now) => (state?.open ? Math.max(0, Math.ceil((Date.parse(state.open.drawAt) - now) / 1000)) : null));

  const $ticketsPage = createStore(1)
    .on(ticketsPageChanged, (_, page) => page)
    .reset(pageOpened);
  const $refusal = createStore<DrawRefusal | null>(null)
    .on(buyTicketFx.failData, (_, error) => drawRefusalOf(error))
    .reset(ticketSubmitted, pageOpened);
  const $lastTicket = createStore<CasinoDrawTicket | null>(null)
    .on(buyTicketFx.doneData, (_, answer) => answer.ticket)
    .reset(pageOpened, ticketSubmitted);
  const ticketBought = buyTicketFx.doneData.map((answer) => answer.ticket);

  const { tick } = interval({ timeout: 1000, start: pageOpened, stop: pageClosed });
  const $ticks = createStore(0)
    .on(tick, (count) => count + 1)
    .reset(pageOpened);

  sample({ clock: pageOpened, target: [stateQuery.start, readClockFx] });
  sample({ clock: tick, target: readClockFx });
  sample({
    clock: tick,
    source: { state: $state, seconds: $secondsToDraw, ticks: $ticks, pending: stateQuery.$pending },
    filter: ({ state, seconds, ticks, pending }) => !pending && (ticks % IDLE_REFRESH_TICKS === 0 || (state !== null && (state.drawing !== null || seconds === 0))),
    fn: () => undefined,
    target: stateQuery.start,
  });
  // Signing in or out on the open page changes the stakes the state offers and whose tickets show.
  const $opened = createStore(false)
    .on(pageOpened, () => true)
    .on(pageClosed, () => false);
  const userChanged = sample({ clock: $userId.updates, filter: $opened });
  sample({ clock: userChanged, fn: () => undefined, target: stateQuery.start });

  // My tickets: once the page has the state, then whenever a draw starts or settles, on paging and after a purchase.
  const momentOf = (state: CasinoDrawStateResponse) => `${state.drawing?.id ?? ''}:${state.latest[0]?.id ?? ''}`;
  const drawsMoved = createEvent<string>();
  const $moment = createStore<string | null>(null)
    .on(drawsMoved, (_, moment) => moment)
    .reset(pageOpened);
  sample({
    clock: stateQuery.finished.success,
    source: $moment,
    filter: (seen, { result }) => seen !== momentOf(result.state),
    fn: (_, { result }) => momentOf(result.state),
    target: drawsMoved,
  });
  sample({
    clock: [drawsMoved, ticketsPageChanged, buyTicketFx.done, userChanged],
    source: { userId: $userId, page: $ticketsPage },
    filter: ({ userId }) => userId !== null,
    fn: ({ page }) => page,
    target: ticketsQuery.start,
  });
  sample({ clock: buyTicketFx.done, fn: () => undefined, target: stateQuery.start });

  // The winners of the latest settled draw.
  const $latestDrawId = $state.map((state) => state?.latest[0]?.id ?? null);
  sample({ clock: $latestDrawId.updates, filter: (drawId): drawId is number => drawId !== null, target: latestDrawQuery.start });

  sample({ clock: ticketSubmitted, filter: buyTicket.$busy.map((busy) => !busy), target: buyTicket.call });

  return {
    pageOpened,
    pageClosed,
    ticketsPageChanged,
    ticketSubmitted,
    ticketBought,
    $state,
    $stateFailed: stateQuery.$failed,
    $serverNowMs,
    $secondsToDraw,
    $tickets: ticketsQuery.$data,
    $ticketsPending: ticketsQuery.$pending,
    $latestDraw: latestDrawQuery.$data,
    $refusal,
    $lastTicket,
    $buying: buyTicket.$busy,
    __: { stateQuery, loadStateFx, loadTicketsFx, loadDrawFx, buyTicketFx, readClockFx, $makeKey: buyTicket.$makeKey },
  };
}

export type DrawModel = ReturnType<typeof createDrawModel>;
export const kenoModel = createDrawModel('keno');
export const bingoModel = createDrawModel('bingo');

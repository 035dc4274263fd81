import type { CasinoDraw, CasinoDrawStateResponse, CasinoDrawTicket, CasinoDrawTicketResponse, CasinoDrawTicketsResponse } from '@betting/contracts';
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $userId } from '../../../entities/session/session-state';
import type { Keyed } from '../../../shared/api/money-call';
import { kenoModel, type TicketSubmission } from './draws.model';
import { $cards, $picks, cardsChanged, kenoStake, numberToggled, picksCleared, quickPickRequested, randomFloatsFx } from './selection.model';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const SERVER_NOW = Date.UTC(2026, 10, 23, 12, 1, 0);
const LOCAL_NOW = SERVER_NOW - 7_000;

const draw = (id: number, status: CasinoDraw['status'], drawAt: number, balls: number[] = []): CasinoDraw => ({
  id,
  game: 'keno',
  status,
  opensAt: new Date(drawAt - 300_000).toISOString(),
  drawAt: new Date(drawAt).toISOString(),
  serverSeedHash: 'a'.repeat(64),
  serverSeed: status === 'settled' ? 'seed' : null,
  balls,
  ticketsCount: 0,
  settledAt: null,
});

const state = (overrides: Partial<CasinoDrawStateResponse> = {}): CasinoDrawStateResponse => ({
  game: 'keno',
  serverNowMs: SERVER_NOW,
  schedule: { everySeconds: 300, ballIntervalMs: 1_000 },
  open: draw(11, 'open', Date.UTC(2026, 10, 23, 12, 5)),
  drawing: null,
  latest: [draw(10, 'settled', Date.UTC(2026, 10, 23, 12, 0), [1, 2, 3])],
  stakes: { currency: 'RUB', range: { min: 100, max: 100_000, initial: 1_000 } },
  ...overrides,
});

const ticket = (id: number): CasinoDrawTicket => ({
  id,
  game: 'keno',
  status: 'open',
  currency: 'RUB',
  stake: 1_000,
  unitStake: 1_000,
  selection: { game: 'keno', picks: [1, 2] },
  outcome: null,
  payout: null,
  boughtAt: new Date(SERVER_NOW).toISOString(),
  settledAt: null,
  draw: { id: 11, status: 'open', drawAt: new Date(Date.UTC(2026, 10, 23, 12, 5)).toISOString(), balls: [], serverSeedHash: 'a'.repeat(64), serverSeed: null },
});

const ticketsPage = (ids: number[]): CasinoDrawTicketsResponse => ({ tickets: ids.map(ticket), paging: { pageNumber: 1, pageSize: 10, totalCount: ids.length, totalPages: 1 } });

/** A keno server: `states` answered in turn (the last one again), every call counted. */
function server(states: CasinoDrawStateResponse[], options: { userId?: number | null; buy?: (submission: Keyed<TicketSubmission>) => Promise<CasinoDrawTicketResponse> } = {}) {
  const calls = { state: 0, tickets: [] as number[], draws: [] as number[], bought: [] as Keyed<TicketSubmission>[] };
  let local = LOCAL_NOW;
  let keys = 0;
  const scope = fork({
    values: [
      [$userId, options.userId === undefined ? 42 : options.userId],
      [kenoModel.__.$makeKey, () => `key-${String(++keys).padStart(4, '0')}`],
    ],
    handlers: [
      [kenoModel.__.loadStateFx, () => Promise.resolve({ state: states[Math.min(calls.state++, states.length - 1)] as CasinoDrawStateResponse, receivedAtMs: local })],
      [kenoModel.__.loadTicketsFx, (page: number) => (calls.tickets.push(page), Promise.resolve(ticketsPage([2, 1])))],
      [kenoModel.__.loadDrawFx, (drawId: number) => (calls.draws.push(drawId), Promise.resolve({ draw: draw(drawId, 'settled', SERVER_NOW - 60_000, [1, 2, 3]), winners: [], winnersCount: 0 }))],
      [kenoModel.__.buyTicketFx, (submission: Keyed<TicketSubmission>) => (calls.bought.push(submission), options.buy ? options.buy(submission) : Promise.resolve({ ticket: ticket(3), wallet: { demo: false, accountId: 1, currency: 'RUB', balance: 9_000 } }))],
      [kenoModel.__.readClockFx, () => (local += 1_000)],
    ] as never,
  });
  return { scope, calls };
}

async function open(scope: Scope) {
  void allSettled(kenoModel.pageOpened, { scope });
  await vi.advanceTimersByTimeAsync(0);
}
async function close(scope: Scope) {
  void allSettled(kenoModel.pageClosed, { scope });
  await vi.advanceTimersByTimeAsync(0);
}

describe('a draw page’s model', () => {
  it('counts down to the open draw on the server’s clock, and loads my tickets and the latest draw’s winners', async () => {
    const { scope, calls } = server([state()]);
    await open(scope);
    expect(scope.getState(kenoModel.$state)?.open?.id).toBe(11);
    // The server is 7 s ahead of this browser: 4 minutes to go by its clock.
    expect(scope.getState(kenoModel.$secondsToDraw)).toBe(240);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scope.getState(kenoModel.$secondsToDraw)).toBe(237);
    expect(calls.tickets).toEqual([1]);
    expect(scope.getState(kenoModel.$tickets)?.tickets.map((item) => item.id)).toEqual([2, 1]);
    expect(calls.draws).toEqual([10]);
    await close(scope);
  });

  it('asks for the state every 15 s while waiting, every second while balls come out, and not at all once closed', async () => {
    const drawing = state({ drawing: draw(11, 'drawing', SERVER_NOW - 2_000, [5, 6]), open: draw(12, 'open', SERVER_NOW + 298_000) });
    const waiting = server([state()]);
    await open(waiting.scope);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(waiting.calls.state).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waiting.calls.state).toBe(2);
    await close(waiting.scope);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waiting.calls.state).toBe(2);

    const live = server([drawing]);
    await open(live.scope);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(live.calls.state).toBe(4);
    await close(live.scope);
  });

  it('buys with an idempotency key, then reads my tickets and the state again; a second click while buying is ignored', async () => {
    const { scope, calls } = server([state()]);
    await open(scope);
    const submission: TicketSubmission = { body: { game: 'keno', stake: 1_000, picks: [1, 2] } };
    const bought: number[] = [];
    const unwatch = kenoModel.ticketBought.watch((item) => bought.push(item.id));
    void allSettled(kenoModel.ticketSubmitted, { scope, params: submission });
    void allSettled(kenoModel.ticketSubmitted, { scope, params: submission });
    await vi.advanceTimersByTimeAsync(0);
    unwatch();
    expect(calls.bought).toEqual([{ ...submission, idempotencyKey: 'key-0001' }]);
    expect(bought).toEqual([3]);
    expect(scope.getState(kenoModel.$lastTicket)?.id).toBe(3);
    expect(calls.tickets).toEqual([1, 1]);
    expect(calls.state).toBe(2);
    await close(scope);
  });

  it('buying again after a lost answer sends the same key; after an answer, or for another ticket, a new one', async () => {
    let answers: unknown[] = [{ kind: 'network', status: 0, message: 'offline' }, { kind: 'http', status: 502, error: undefined }];
    const { scope, calls } = server([state()], {
      buy: () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next === undefined ? Promise.resolve({ ticket: ticket(3), wallet: { demo: false, accountId: 1, currency: 'RUB', balance: 9_000 } }) : Promise.reject(next);
      },
    });
    await open(scope);
    const buy = async (picks: number[]) => {
      void allSettled(kenoModel.ticketSubmitted, { scope, params: { body: { game: 'keno', stake: 1_000, picks } } });
      await vi.advanceTimersByTimeAsync(0);
    };
    await buy([1, 2]); // no answer
    await buy([1, 2]); // 502: still none
    await buy([1, 2]); // bought
    await buy([1, 2]); // a new ticket
    await buy([3]);
    expect(calls.bought.map((call) => call.idempotencyKey)).toEqual(['key-0001', 'key-0001', 'key-0001', 'key-0002', 'key-0003']);
    await close(scope);
  });

  it('a refused purchase says why with the API’s numbers; an unknown failure is unknown_error', async () => {
    const refusal = { kind: 'http', status: 400, error: { code: 'stake_out_of_range', message: 'x', params: { min: 100, max: 100_000, currency: 'RUB' } } };
    const { scope } = server([state()], { buy: () => Promise.reject(refusal) });
    await open(scope);
    void allSettled(kenoModel.ticketSubmitted, { scope, params: { body: { game: 'keno', stake: 5, picks: [1] } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(kenoModel.$refusal)).toEqual({ code: 'stake_out_of_range', params: { min: 100, max: 100_000, currency: 'RUB' }, limit: null });
    expect(scope.getState(kenoModel.$lastTicket)).toBeNull();
    await close(scope);

    const broken = server([state()], { buy: () => Promise.reject(new Error('boom')) });
    await open(broken.scope);
    void allSettled(kenoModel.ticketSubmitted, { scope: broken.scope, params: { body: { game: 'keno', stake: 1_000, picks: [1] } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.scope.getState(kenoModel.$refusal)).toEqual({ code: 'unknown_error', params: {}, limit: null });
    await close(broken.scope);
  });

  it.each([
    { code: 'wagering_limit_exceeded', limitType: 1, limitValue: 15, remaining: 500, currency: 'RUB' },
    { code: 'loss_limit_exceeded', limitType: 10, limitValue: 20, remaining: 0, currency: 'RUB' },
    { code: 'time_out_active', limitType: 33, endsAt: 1_800_000_000 },
    { code: 'self_exclusion_active', limitType: 30, endsAt: 1_800_000_000 },
    { code: 'session_limit_reached', limitType: 31, limitValue: 2 },
  ] as const)('a limit’s refusal keeps its typed reason ($code)', async (limit) => {
    const { code, ...numbers } = limit;
    const failure = { kind: 'http', status: 403, error: { code: 'limit_refused', message: 'limit', params: { reason: code, ...numbers } } };
    const { scope } = server([state()], { buy: () => Promise.reject(failure) });
    await open(scope);
    void allSettled(kenoModel.ticketSubmitted, { scope, params: { body: { game: 'keno', stake: 1_000, picks: [1] } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(kenoModel.$refusal)).toEqual({ code: 'limit_refused', params: { reason: code, ...numbers }, limit });
    await close(scope);
  });

  it('a guest’s page loads no tickets; two scopes keep their own state', async () => {
    const guest = server([state({ stakes: null })], { userId: null });
    const player = server([state({ open: draw(21, 'open', SERVER_NOW + 60_000) })]);
    await open(guest.scope);
    await open(player.scope);
    expect(guest.calls.tickets).toEqual([]);
    expect(guest.scope.getState(kenoModel.$state)?.open?.id).toBe(11);
    expect(player.scope.getState(kenoModel.$state)?.open?.id).toBe(21);
    expect(player.scope.getState(kenoModel.$secondsToDraw)).toBe(60);
    await close(guest.scope);
    await close(player.scope);
  });
});

describe('the keno picks and the stake box', () => {
  it('toggles numbers up to ten, sorted; quick pick replaces them; clear empties', async () => {
    const scope = fork({ handlers: [[randomFloatsFx, (count: number) => Array.from({ length: count }, (_, index) => index / 10)]] });
    for (const number of [40, 3, 17, 3]) await allSettled(numberToggled, { scope, params: number });
    expect(scope.getState($picks)).toEqual([17, 40]);
    for (let number = 50; number < 60; number += 1) await allSettled(numberToggled, { scope, params: number });
    expect(scope.getState($picks)).toHaveLength(10);
    expect(scope.getState($picks)).not.toContain(58);
    await allSettled(quickPickRequested, { scope, params: 4 });
    expect(scope.getState($picks)).toEqual([1, 9, 18, 27]);
    await allSettled(picksCleared, { scope });
    expect(scope.getState($picks)).toEqual([]);
    await allSettled(cardsChanged, { scope, params: 9 });
    expect(scope.getState($cards)).toBe(4);
  });

  it('fills the stake with the game’s initial one in the account’s currency and says what is wrong with a typed one', async () => {
    const { scope } = server([state()]);
    await open(scope);
    expect(scope.getState(kenoStake.$text)).toBe('10.00');
    expect(scope.getState(kenoStake.$amount)).toBe(1_000);
    await close(scope);
    for (const [text, amount, problem] of [
      ['0.5', 50, 'below_min'],
      ['2000', 200_000, 'above_max'],
      ['abc', null, 'invalid'],
      ['12,5', 1_250, null],
    ] as const) {
      await allSettled(kenoStake.stakeChanged, { scope, params: text });
      expect(scope.getState(kenoStake.$amount)).toBe(amount);
      expect(scope.getState(kenoStake.$problem)).toBe(problem);
    }
  });
});

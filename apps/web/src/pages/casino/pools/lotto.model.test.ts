import type { LottoTicket, LottoTicketBody, LottoTicketResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $lastTicket, $numbers, $refusal, numberToggled, numbersCleared, ticketSubmitted } from './lotto.model';
import { buyLottoTicket, buyLottoTicketFx, loadLottoOverviewFx, loadLottoTicketsFx, type Keyed } from './pools.queries';

const ticket = (body: LottoTicketBody): LottoTicket => ({
  id: 900_001,
  drawId: body.drawId,
  drawStatus: 'open',
  drawAt: '2026-11-22T20:00:00.000Z',
  numbers: body.numbers ?? [4, 8, 15, 16, 23, 42],
  quickPick: !body.numbers,
  currency: 'RUB',
  price: 1000,
  status: 'open',
  matches: null,
  payout: null,
  placedAt: '2026-11-22T12:00:00.000Z',
  settledAt: null,
});

function scopeWith(failure?: unknown) {
  const bought: Keyed<LottoTicketBody>[] = [];
  let keys = 10;
  const scope = fork({
    values: [[buyLottoTicket.$makeKey, () => `key-${String(++keys).padStart(8, '0')}`]],
    handlers: [
      [
        buyLottoTicketFx,
        (call: Keyed<LottoTicketBody>): Promise<LottoTicketResponse> => {
          bought.push(call);
          return failure ? Promise.reject(failure) : Promise.resolve({ ticket: ticket(call.body), wallet: { demo: false, accountId: 1, currency: 'RUB', balance: 0 } });
        },
      ],
      [loadLottoOverviewFx, () => Promise.resolve({ current: null, latest: null })],
      [loadLottoTicketsFx, () => Promise.resolve({ tickets: [], paging: { pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 } })],
    ],
  });
  return { scope, bought };
}

const choose = async (scope: ReturnType<typeof fork>, numbers: readonly number[]) => {
  for (const number of numbers) await allSettled(numberToggled, { scope, params: number });
};

describe('the lotto ticket model', () => {
  it('keeps up to six numbers in order; a seventh is not taken, a second click takes one back', async () => {
    const { scope } = scopeWith();
    await choose(scope, [40, 2, 33, 7, 19, 11, 45]);
    expect(scope.getState($numbers)).toEqual([2, 7, 11, 19, 33, 40]);
    await choose(scope, [33]);
    expect(scope.getState($numbers)).toEqual([2, 7, 11, 19, 40]);
    await allSettled(numbersCleared, { scope });
    expect(scope.getState($numbers)).toEqual([]);
  });

  it('buys the chosen six, or a quick pick without numbers, and empties the board after', async () => {
    const { scope, bought } = scopeWith();
    await choose(scope, [1, 2, 3]);
    await allSettled(ticketSubmitted, { scope, params: { drawId: 501, quickPick: false } });
    expect(bought).toEqual([]);
    await choose(scope, [4, 5, 6]);
    await allSettled(ticketSubmitted, { scope, params: { drawId: 501, quickPick: false } });
    await allSettled(ticketSubmitted, { scope, params: { drawId: 501, quickPick: true } });
    expect(bought).toEqual([
      { body: { drawId: 501, numbers: [1, 2, 3, 4, 5, 6] }, idempotencyKey: 'key-00000011' },
      { body: { drawId: 501 }, idempotencyKey: 'key-00000012' },
    ]);
    expect(scope.getState($numbers)).toEqual([]);
    expect(scope.getState($lastTicket)?.quickPick).toBe(true);
  });

  it('says why a purchase was refused', async () => {
    const { scope } = scopeWith({ kind: 'http', status: 409, error: { code: 'insufficient_funds', message: 'short', params: { balance: 500, currency: 'RUB' } } });
    await allSettled(ticketSubmitted, { scope, params: { drawId: 501, quickPick: true } });
    expect(scope.getState($refusal)).toEqual({ code: 'insufficient_funds', params: { balance: 500, currency: 'RUB' }, limit: null });
    expect(scope.getState($lastTicket)).toBeNull();
  });
});

import { TEAM_CASH_COOKIE_MAX_AGE_MS } from '@betting/accounts';
import { TEAM_CASH_PAGE_SIZE, type TeamCashPayment, type TeamCashPaymentsResponse } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../../entities/session/session-state';
import {
  $clock,
  $modalReason,
  $paidPayments,
  loadTeamCashPageFx,
  modalClosed,
  modalRequested,
  readTeamCashCookiesFx,
  teamCashStarted,
  writeTeamCashCookieFx,
  type TeamCashCookieWrite,
} from './team-cash.model';

const NOW = Date.UTC(2026, 10, 22, 12);
const USER = 123_456_789;

function payment(id: number, statusId: number): TeamCashPayment {
  return {
    id,
    status_id: statusId,
    message: null,
    translate_message: null,
    skks_hash: 'abcdef0123456789',
    timestamp: 1_790_000_000 + id,
    date_payment: new Date((1_790_000_000 + id) * 1000).toISOString(),
    status_title: statusId === 2 ? 'Paid' : 'Awaiting payment',
    summ: 100_000,
    iso: 'RUB',
    money_deposit_id: statusId === 2 ? id : null,
  };
}
const paid = (count: number, from = 1) => Array.from({ length: count }, (_, index) => payment(from + index, 2));

interface Setup {
  /** The records the API holds, newest first. */
  readonly records: readonly TeamCashPayment[];
  readonly cookies?: { readonly shown: boolean; readonly activated: boolean };
}

function setUp({ records, cookies = { shown: false, activated: false } }: Setup) {
  const asked: number[] = [];
  const written: TeamCashCookieWrite[] = [];
  const scope = fork({
    values: [[$clock, fixedClock(NOW)]],
    handlers: [
      [
        loadTeamCashPageFx,
        ({ userId, page }: { userId: number; page: number }): TeamCashPaymentsResponse & { userId: number; page: number } => {
          asked.push(page);
          return { userId, page, entities: records.slice((page - 1) * TEAM_CASH_PAGE_SIZE, page * TEAM_CASH_PAGE_SIZE), total_count: records.length };
        },
      ],
      [readTeamCashCookiesFx, () => cookies],
      [writeTeamCashCookieFx, (write: TeamCashCookieWrite) => void written.push(write)],
    ],
  });
  const start = async () => {
    await allSettled(signedIn, { scope, params: USER });
    await allSettled(teamCashStarted, { scope });
  };
  return { scope, asked, written, start };
}

describe('team-cash model', () => {
  it('at 3 paid payments shows the modal once and sets the shown cookie for 321 408 000 ms', async () => {
    const { scope, asked, written, start } = setUp({ records: [...paid(3), payment(10, 1)] });
    await start();
    expect(asked).toEqual([1]);
    expect(written).toEqual([{ cookie: 'shown', nowMs: NOW, expiresAtMs: NOW + TEAM_CASH_COOKIE_MAX_AGE_MS }]);
    expect(scope.getState($modalReason)).toBe('shown');
    expect(scope.getState($paidPayments).map((record) => record.id)).toEqual([1, 2, 3]);
    await allSettled(modalClosed, { scope });
    expect(scope.getState($modalReason)).toBeNull();
  });

  it.each([
    { label: '3 paid, already shown', records: paid(3), cookies: { shown: true, activated: false }, reason: null },
    { label: '4 paid', records: paid(4), cookies: { shown: true, activated: false }, reason: 'activated' },
    { label: '4 paid, never shown before', records: paid(4), cookies: { shown: false, activated: false }, reason: 'activated' },
    { label: '4 paid, already activated', records: paid(4), cookies: { shown: true, activated: true }, reason: null },
    { label: '2 paid and 5 awaiting', records: [...paid(2), ...[5, 6, 7, 8, 9].map((id) => payment(id, 1))], cookies: { shown: false, activated: false }, reason: null },
    { label: '5 paid', records: paid(5), cookies: { shown: false, activated: false }, reason: null },
  ] as const)('$label → modal $reason', async ({ records, cookies, reason }) => {
    const { scope, written, start } = setUp({ records, cookies });
    await start();
    expect(scope.getState($modalReason)).toBe(reason);
    expect(written.map((write) => write.cookie)).toEqual(reason === null ? [] : [reason]);
  });

  it('loads at most 2 pages however many records there are, counting paid ones across both', async () => {
    const records = [...Array.from({ length: TEAM_CASH_PAGE_SIZE + 1 }, (_, index) => payment(100 + index, 1)), ...paid(3), ...paid(40, 500)];
    const { scope, asked, start } = setUp({ records });
    await start();
    expect(asked).toEqual([1, 2]);
    // Page 2 holds the 21st record (awaiting), then 3 + 16 paid: 19 paid in all, so no modal.
    expect(scope.getState($paidPayments)).toHaveLength(19);
    expect(scope.getState($modalReason)).toBeNull();
  });

  it('waits for a sign-in, loads once per person, and forgets everything on sign-out', async () => {
    const { scope, asked } = setUp({ records: paid(3) });
    await allSettled(teamCashStarted, { scope });
    expect(asked).toEqual([]);
    await allSettled(signedIn, { scope, params: USER });
    await allSettled(signedIn, { scope, params: USER });
    expect(asked).toEqual([1]);
    expect(scope.getState($modalReason)).toBe('shown');
    await allSettled(signedOut, { scope });
    expect([scope.getState($modalReason), scope.getState($paidPayments)]).toEqual([null, []]);
    await allSettled(signedIn, { scope, params: USER + 1 });
    expect(asked).toEqual([1, 1]);
  });

  it('drops an answer that arrives after the person signed out', async () => {
    let answer: (value: TeamCashPaymentsResponse & { userId: number; page: number }) => void = () => undefined;
    const scope = fork({
      values: [[$clock, fixedClock(NOW)]],
      handlers: [
        [loadTeamCashPageFx, () => new Promise((resolve) => (answer = resolve))],
        [readTeamCashCookiesFx, () => ({ shown: false, activated: false })],
        [writeTeamCashCookieFx, () => undefined],
      ],
    });
    await allSettled(signedIn, { scope, params: USER });
    const settled = Promise.all([allSettled(teamCashStarted, { scope }), allSettled(signedOut, { scope })]);
    answer({ userId: USER, page: 1, entities: paid(3), total_count: 3 });
    await settled;
    expect([scope.getState($modalReason), scope.getState($paidPayments)]).toEqual([null, []]);
  });

  it('opens on request without setting a cookie, and two scopes do not share it', async () => {
    const asking = setUp({ records: paid(1) });
    const other = setUp({ records: paid(3) });
    await allSettled(signedIn, { scope: asking.scope, params: USER });
    await allSettled(modalRequested, { scope: asking.scope });
    await other.start();
    expect([asking.scope.getState($modalReason), asking.written]).toEqual(['requested', []]);
    expect(asking.scope.getState($paidPayments)).toHaveLength(1);
    expect(other.scope.getState($modalReason)).toBe('shown');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainError } from '@betting/kernel';
import { BALANCE_REFRESH_MAX_REPEATS, CURRENCY_ADD_MAX_POLLS, changeFailure, pollOutcome, refusedByServer, shouldPollAgain, shouldRepeatBalanceRefresh } from './operations';

describe('balance refresh repeats', () => {
  it('repeats only without an active account, and never more than 5 times', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat({ max: 20 }), (hasActiveAccount, repeatsDone) => {
        expect(shouldRepeatBalanceRefresh({ hasActiveAccount, repeatsDone })).toBe(!hasActiveAccount && repeatsDone < 5);
      }),
    );
  });

  it('a refresh that never finds an active account makes 1 call and 5 repeats', () => {
    let repeats = 0;
    while (shouldRepeatBalanceRefresh({ hasActiveAccount: false, repeatsDone: repeats })) repeats += 1;
    expect(repeats).toBe(BALANCE_REFRESH_MAX_REPEATS);
  });
});

describe('currency add polls', () => {
  it('found ends the polling with the account; otherwise again until the last poll', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1 }), { nil: null }), fc.integer({ min: 1, max: 20 }), (id, polls) => {
        const outcome = pollOutcome(id === null ? null : { id }, polls);
        if (id !== null) expect(outcome).toEqual({ kind: 'found', accountId: id });
        else expect(outcome.kind).toBe(polls < CURRENCY_ADD_MAX_POLLS ? 'again' : 'gave-up');
        expect(shouldPollAgain(polls)).toBe(polls < 10);
      }),
    );
  });
});

describe('change results', () => {
  it('a server refusal keeps the server’s message', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(refusedByServer({ currencyId: 978 }, message)).toEqual({ success: false, currencyId: 978, accountId: null, code: 'accounts.refused', message });
      }),
    );
  });

  it('a failure of ours has no server message', () => {
    expect(changeFailure({ accountId: 5 }, domainError('accounts.request_failed'))).toEqual({ success: false, currencyId: null, accountId: 5, code: 'accounts.request_failed', message: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReminderAt, parseReminderSettings, reminderDue, type ReminderContext } from './registration-reminder';

const arbContext: fc.Arbitrary<ReminderContext> = fc.record({
  signedIn: fc.boolean(),
  authFormOpen: fc.boolean(),
  modalOpen: fc.boolean(),
  nextShowAt: fc.nat({ max: 4_000_000_000_000 }),
  nowMs: fc.nat({ max: 4_000_000_000_000 }),
});

describe('registration reminder (spec §4, §5)', () => {
  it('shows only to a guest with nothing open once the next-show time has come', () => {
    fc.assert(
      fc.property(arbContext, (context) => {
        expect(reminderDue(context)).toBe(!context.signedIn && !context.authFormOpen && !context.modalOpen && context.nowMs >= context.nextShowAt);
      }),
    );
  });

  it('after showing, waits the interval; with no interval the next time is 0', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 4_000_000_000_000 }), (interval, now) => {
        const next = nextReminderAt(interval, now);
        expect(next).toBe(interval === 0 ? 0 : now + interval * 60_000);
        expect(reminderDue({ signedIn: false, authFormOpen: false, modalOpen: false, nextShowAt: next, nowMs: now })).toBe(interval === 0);
      }),
    );
  });

  it('parses numbers and numeric strings; anything else switches the reminder off', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 10_000 }), fc.boolean(), (delay, interval, asText) => {
        const wrap = (n: number) => (asText ? ` ${n} ` : n);
        expect(parseReminderSettings({ delay: wrap(delay), interval: wrap(interval) })).toEqual({ delayMs: delay * 1000, intervalMinutes: interval });
      }),
    );
  });

  it.each([
    [{ delay: 30, interval: 60 }, { delayMs: 30_000, intervalMinutes: 60 }],
    [{ delay: '5', interval: '0' }, { delayMs: 5000, intervalMinutes: 0 }],
    [{ delay: 1.5, interval: 2 }, { delayMs: 1500, intervalMinutes: 2 }],
    [{ delay: undefined, interval: 60 }, null],
    [{ delay: 'soon', interval: 60 }, null],
    [{ delay: '', interval: 60 }, null],
    [{ delay: -1, interval: 60 }, null],
    [{ delay: 10, interval: null }, null],
    [{ delay: Number.POSITIVE_INFINITY, interval: 1 }, null],
  ])('%j → %j', (config, expected) => {
    expect(parseReminderSettings(config)).toEqual(expected);
  });

  const now = 1_700_000_000_000;
  it.each([
    [{ signedIn: true }, false],
    [{ authFormOpen: true }, false],
    [{ modalOpen: true }, false],
    [{ nextShowAt: now + 1 }, false],
    [{ nextShowAt: now }, true],
    [{ nextShowAt: 0 }, true],
  ])('%j → due %s', (patch, due) => {
    expect(reminderDue({ signedIn: false, authFormOpen: false, modalOpen: false, nextShowAt: 0, nowMs: now, ...patch })).toBe(due);
  });
});

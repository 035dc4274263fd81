import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acknowledgeRealityCheck, readRealityCheckRecord, realityCheckState, serializeRealityCheckRecord, startRealityChecks } from './reality-check';

const arbTime = fc.integer({ min: 1_500_000_000, max: 2_500_000_000 });
const arbInterval = fc.constantFrom(5, 10, 15, 30, 45, 60);

describe('reality checks', () => {
  it('a prompt opens exactly N minutes after the session start or the last acknowledgement, showing the session time', () => {
    fc.assert(
      fc.property(arbTime, fc.nat({ max: 7200 }), arbInterval, fc.nat({ max: 7200 }), (start, sinceAnchor, minutes, anchorOffset) => {
        const record = { ...startRealityChecks(start), anchorAt: start + anchorOffset };
        const now = record.anchorAt + sinceAnchor;
        const state = realityCheckState(record, minutes, now);
        if (sinceAnchor < minutes * 60) expect(state).toEqual({ kind: 'waiting', dueAt: record.anchorAt + minutes * 60 });
        else expect(state).toEqual({ kind: 'prompt', record: { ...record, promptAt: now }, elapsedSeconds: now - start });
      }),
    );
  });

  it('an open prompt stays open whatever the time or interval, until acknowledged; then the next is an interval away', () => {
    fc.assert(
      fc.property(arbTime, arbInterval, fc.nat({ max: 100_000 }), fc.option(arbInterval, { nil: null }), (start, minutes, later, changed) => {
        const opened = realityCheckState(startRealityChecks(start), minutes, start + minutes * 60);
        if (opened.kind !== 'prompt') throw new Error('expected a prompt');
        const still = realityCheckState(opened.record, changed, start + minutes * 60 + later);
        expect(still).toEqual({ kind: 'prompt', record: opened.record, elapsedSeconds: minutes * 60 });
        const acknowledgedAt = start + minutes * 60 + later;
        const next = realityCheckState(acknowledgeRealityCheck(opened.record, acknowledgedAt), minutes, acknowledgedAt);
        expect(next).toEqual({ kind: 'waiting', dueAt: acknowledgedAt + minutes * 60 });
      }),
    );
  });

  it('the record survives storage; anything unreadable is no record', () => {
    fc.assert(
      fc.property(arbTime, fc.option(arbTime, { nil: null }), (start, promptAt) => {
        const record = { ...startRealityChecks(start), promptAt };
        expect(readRealityCheckRecord(serializeRealityCheckRecord(record))).toEqual(record);
      }),
    );
    for (const raw of [null, '', '{', '{"sessionStartedAt":"x"}', '[]', 'null']) expect(readRealityCheckRecord(raw)).toBeNull();
  });

  it.each([
    ['off without an interval', null, 10_000, { kind: 'off' }],
    ['off at -1', -1, 10_000, { kind: 'off' }],
    ['5 minutes: waiting at 299 s', 5, 299, { kind: 'waiting', dueAt: 300 }],
    ['5 minutes: prompt at 300 s', 5, 300, { kind: 'prompt', record: { sessionStartedAt: 0, anchorAt: 0, promptAt: 300 }, elapsedSeconds: 300 }],
  ] as const)('%s', (_, minutes, now, state) => {
    expect(realityCheckState(startRealityChecks(0), minutes, now)).toEqual(state);
  });
});

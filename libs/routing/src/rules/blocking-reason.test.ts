import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockingReason } from './blocking-reason';

describe('blockingReason (spec §4 Blocking)', () => {
  it.each([
    [{ displayTypeId: 1, templateTypeId: 4 }, undefined, 4],
    [{ displayTypeId: 1, templateTypeId: 13 }, '1', 13],
    [{ displayTypeId: 1, templateTypeId: 1 }, undefined, 1],
    [{ displayTypeId: 1, templateTypeId: 1 }, '0', 1],
    [{ displayTypeId: 1, templateTypeId: 1 }, '1', null],
    [{ displayTypeId: 0, templateTypeId: 4 }, undefined, null],
    [{ displayTypeId: 2, templateTypeId: 4 }, undefined, null],
    [{ displayTypeId: 0, templateTypeId: 0 }, '1', null],
  ])('%j with force-geo-off %s → %s', (result, cookie, expected) => {
    expect(blockingReason(result, cookie)).toBe(expected);
  });

  it('is the template type exactly when displayed as a block and not lifted by the geo cookie', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(20), fc.option(fc.constantFrom('1', '0', 'yes', ''), { nil: undefined }), (displayTypeId, templateTypeId, cookie) => {
        const reason = blockingReason({ displayTypeId, templateTypeId }, cookie);
        const lifted = cookie === '1' && templateTypeId === 1;
        expect(reason).toBe(displayTypeId === 1 && !lifted ? templateTypeId : null);
      }),
    );
  });
});

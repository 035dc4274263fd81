import { describe, expect, it } from 'vitest';
import { PERIOD_UNITS, minutesPlayed, periodDisplayOf, periodLabelKey } from './period-unit';

describe('period units per sport kind', () => {
  it.each([
    ['tennis', 'set', false],
    ['volleyball', 'set', false],
    ['snooker', 'frame', false],
    ['cs2', 'map', false],
    ['dota-2', 'map', false],
    ['baseball', 'inning', false],
    ['basketball', 'quarter', true],
    ['ice-hockey', 'period', true],
    ['football', 'half', true],
    ['an-unknown-sport', 'period', true],
  ] as const)('%s counts in %s (clock %s)', (slug, unit, clock) => {
    expect(periodDisplayOf(slug)).toEqual({ unit, clock });
  });
  it('every unit has a label key; minutes are whole', () => {
    for (const unit of PERIOD_UNITS) expect(periodLabelKey(unit)).toBe(`sports.periodUnits.${unit}`);
    expect(minutesPlayed(85 * 60 + 59)).toBe("85'");
  });
});

import { describe, expect, it } from 'vitest';
import { tennisPointCalls } from './tennis-points';

describe('tennis point calls', () => {
  it('counts 0, 15, 30, 40 for each side', () => {
    expect(tennisPointCalls([0, 0])).toEqual(['0', '0']);
    expect(tennisPointCalls([1, 0])).toEqual(['15', '0']);
    expect(tennisPointCalls([2, 3])).toEqual(['30', '40']);
  });
  it('from deuce the side one point ahead has the advantage', () => {
    expect(tennisPointCalls([3, 3])).toEqual(['40', '40']);
    expect(tennisPointCalls([5, 5])).toEqual(['40', '40']);
    expect(tennisPointCalls([4, 3], 'AD')).toEqual(['AD', '40']);
    expect(tennisPointCalls([6, 7], 'Б')).toEqual(['40', 'Б']);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../errors';
import { LineEventsQuerySchema, LineMenuQuerySchema, isQueryFlagOn } from './line';
import { LinePaths, LineTestControlPaths } from './paths';
import { LINE_STREAM_EVENT_TYPES, LineStreamEventSchema } from './stream';

describe('line contracts', () => {
  it('paths', () => {
    expect(LinePaths.game(12)).toBe('/line-api/v1/games/12');
    expect(LinePaths.champ(101)).toBe('/line-api/v1/champs/101');
    expect(LineTestControlPaths.finish(5)).toBe('/__test/line/games/5/finish');
  });
  it('queries coerce numbers and default the time filter', () => {
    expect(LineEventsQuerySchema.parse({ section: 'live', sportId: '40' })).toMatchObject({ section: 'live', sportId: 40, timeFilter: 'all', limit: 200 });
    expect(LineEventsQuerySchema.safeParse({ section: 'soon' }).success).toBe(false);
    expect(LineMenuQuerySchema.parse({ groupByCountry: '0' }).groupByCountry).toBe('0');
    expect(isQueryFlagOn('1') && isQueryFlagOn('true') && !isQueryFlagOn('0') && !isQueryFlagOn(undefined)).toBe(true);
  });
  it('stream events are a discriminated union', () => {
    expect(LineStreamEventSchema.parse({ type: 'coefs', gameId: 1, at: 5, changes: [{ outcomeId: 2, marketId: 3, coef: 1850, version: 2 }] }).type).toBe('coefs');
    expect(LineStreamEventSchema.safeParse({ type: 'coefs', gameId: 1, at: 5 }).success).toBe(false);
    expect(LINE_STREAM_EVENT_TYPES).toContain('finished');
    expect(ApiErrorSchema.parse({ error: { code: 'line_game_not_found', message: 'No such game' } })).toBeTruthy();
  });
});

import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAppViewType, arbCoefViewCandidate } from '../testing';
import { ALLOWED_COEF_VIEW_IDS, COEF_VIEWS_BY_APP_VIEW_TYPE, coefViewsFor, isAllowedCoefViewId, resolveCoefViewId, resolveMarketsNameType } from './coef-view';

describe('coefficient views', () => {
  it('the allowed list is the one of spec §5, split between the two app view types without overlap', () => {
    expect([...ALLOWED_COEF_VIEW_IDS]).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect([...COEF_VIEWS_BY_APP_VIEW_TYPE[0], ...COEF_VIEWS_BY_APP_VIEW_TYPE[1]].sort((a, b) => a - b)).toEqual([...ALLOWED_COEF_VIEW_IDS]);
  });

  test.prop([arbCoefViewCandidate, arbAppViewType, fc.option(arbCoefViewCandidate, { nil: undefined })])(
    'the resolved view is always allowed and belongs to the app view type',
    (requested, appViewType, siteDefault) => {
      const id = resolveCoefViewId({ requested, appViewType, siteDefault });
      expect(isAllowedCoefViewId(id)).toBe(true);
      expect(coefViewsFor(appViewType)).toContain(id);
    },
  );

  test.prop([arbCoefViewCandidate, arbAppViewType, arbCoefViewCandidate])('an allowed request wins over the site default', (requested, appViewType, siteDefault) => {
    fc.pre((coefViewsFor(appViewType) as readonly number[]).includes(requested));
    expect(resolveCoefViewId({ requested, appViewType, siteDefault })).toBe(requested);
  });

  it.each([
    ['stored decimal in European view', { requested: 0, appViewType: 0 as const, siteDefault: 2 }, 0],
    ['nothing stored: the allowed site default', { requested: undefined, appViewType: 0 as const, siteDefault: 2 }, 2],
    ['site default 3 is not allowed', { requested: undefined, appViewType: 0 as const, siteDefault: 3 }, 0],
    ['site default decimal not in the Asian view', { requested: undefined, appViewType: 1 as const, siteDefault: 0 }, 4],
    ['Asian variant kept', { requested: 16, appViewType: 1 as const, siteDefault: 4 }, 16],
    ['Asian id in European view', { requested: 5, appViewType: 0 as const, siteDefault: undefined }, 0],
    ['text is not an id', { requested: '1', appViewType: 0 as const, siteDefault: undefined }, 0],
  ])('%s', (_label, choice, expected) => {
    expect(resolveCoefViewId(choice)).toBe(expected);
  });

  it.each([
    [{ requested: 'full', siteDefault: 'short' }, 'full'],
    [{ requested: undefined, siteDefault: 'full' }, 'full'],
    [{ requested: undefined, siteDefault: 'long' }, 'short'],
    [{ requested: 'medium', siteDefault: undefined }, 'short'],
  ])('markets name type %o', (choice, expected) => {
    expect(resolveMarketsNameType(choice)).toBe(expected);
  });
});

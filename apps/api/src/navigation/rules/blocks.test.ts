import { NOT_BLOCKED } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchBlock, type BlockRule } from './blocks';

describe('matchBlock', () => {
  const rule = (id: number, urlPrefix: string | null, appliesTo: BlockRule['appliesTo'], displayTypeId: number, templateTypeId: number): BlockRule => ({
    id,
    urlPrefix,
    appliesTo,
    displayTypeId,
    templateTypeId,
  });
  const siteWide = rule(1, null, 'all', 1, 4);
  const casinoGuests = rule(2, '/{lng}/casino', 'guests', 1, 1);
  const officeUsers = rule(3, '/{lng}/office', 'users', 1, 16);
  const informationOpen = rule(4, '/{lng}/information', 'all', 0, 0);
  const casinoAll = rule(5, '/{lng}/casino', 'all', 1, 13);
  const deeperCasino = rule(6, '/{lng}/casino/live', 'all', 1, 17);

  it.each([
    ['no rules', [], false, '/en', NOT_BLOCKED],
    ['a site-wide rule', [siteWide], false, '/en/anything?x=1', { displayTypeId: 1, templateTypeId: 4 }],
    ['a guests rule for a guest', [casinoGuests], false, '/ru/casino/slots', { displayTypeId: 1, templateTypeId: 1 }],
    ['a guests rule for a user', [casinoGuests], true, '/ru/casino/slots', NOT_BLOCKED],
    ['a users rule for a user', [officeUsers], true, '/en/office/account', { displayTypeId: 1, templateTypeId: 16 }],
    ['a users rule for a guest', [officeUsers], false, '/en/office/account', NOT_BLOCKED],
    ['a path rule elsewhere', [casinoGuests], false, '/en/casinos', NOT_BLOCKED],
    ['a path rule without a language', [casinoGuests], false, '/casino', NOT_BLOCKED],
    ['a path rule over the site-wide one', [siteWide, casinoAll], false, '/en/casino', { displayTypeId: 1, templateTypeId: 13 }],
    ['an opening for information under a site-wide block', [siteWide, informationOpen], false, '/en/information/rules/1', NOT_BLOCKED],
    ['the longer path', [casinoAll, deeperCasino], false, '/en/casino/live/roulette', { displayTypeId: 1, templateTypeId: 17 }],
    ['a rule for guests over one for all', [casinoAll, casinoGuests], false, '/en/casino', { displayTypeId: 1, templateTypeId: 1 }],
    ['the oldest of two equal rules', [rule(9, null, 'all', 1, 8), rule(7, null, 'all', 1, 3)], false, '/en', { displayTypeId: 1, templateTypeId: 3 }],
  ] as const)('%s', (_label, rules, auth, url, expected) => {
    expect(matchBlock(rules, { auth, url })).toEqual(expected);
  });

  it('answers one of the matching rules, whatever order they were read in', () => {
    const arbRule = fc.record({
      id: fc.integer({ min: 1, max: 500 }),
      urlPrefix: fc.constantFrom(null, '/{lng}/casino', '/{lng}/casino/live', '/en/casino', '/{lng}/office'),
      appliesTo: fc.constantFrom('all' as const, 'guests' as const, 'users' as const),
      displayTypeId: fc.nat(2),
      templateTypeId: fc.nat(17),
    });
    const arbRules = fc.uniqueArray(arbRule, { selector: (generated) => generated.id, maxLength: 6 }).chain((rules) => fc.tuple(fc.constant(rules), fc.shuffledSubarray(rules, { minLength: rules.length })));
    const arbUrl = fc.constantFrom('/en/casino', '/ru/casino/live/x', '/en/office', '/en', '/en/casinos');
    fc.assert(
      fc.property(arbRules, fc.boolean(), arbUrl, ([rules, shuffled], auth, url) => {
        const result = matchBlock(rules, { auth, url });
        expect(matchBlock(shuffled, { auth, url })).toEqual(result);
        const candidates = [NOT_BLOCKED, ...rules.map(({ displayTypeId, templateTypeId }) => ({ displayTypeId, templateTypeId }))];
        expect(candidates).toContainEqual(result);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbNow, arbReferralQuery, arbReferralValue, arbUnfitReferralValue } from '../testing';
import { referralCookieWrites, serializeReferralValues } from './capture';
import type { ReferralCookies, ReferralValues } from './cookies';
import { parseReferralValues, refCodeForRegistration } from './read';

const cookiesFrom = (query: Record<string, string>, now: number): ReferralCookies =>
  Object.fromEntries(referralCookieWrites(query, now).map((write) => [write.name, write.value]));

const arbReferralValues: fc.Arbitrary<ReferralValues> = fc.record({
  type: fc.constantFrom('reflinkid' as const, 'bf_id' as const),
  val: arbReferralValue,
  additional: fc.record({ bwpromocode: arbReferralValue, affid: arbReferralValue }, { requiredKeys: [] }),
});

describe('parseReferralValues', () => {
  it('reads back what capture serialises', () => {
    fc.assert(
      fc.property(arbReferralValues, (values) => {
        expect(parseReferralValues(serializeReferralValues(values))).toEqual(values);
      }),
    );
  });

  it('never throws, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseReferralValues(raw);
        if (parsed !== undefined) expect(['reflinkid', 'bf_id']).toContain(parsed.type);
      }),
    );
  });

  it('refuses an unfit val and drops only an unfit attribute', () => {
    fc.assert(
      fc.property(arbReferralValue, arbUnfitReferralValue, (fit, unfit) => {
        expect(parseReferralValues(JSON.stringify({ type: 'reflinkid', val: unfit, additional: {} }))).toBeUndefined();
        expect(parseReferralValues(JSON.stringify({ type: 'reflinkid', val: fit, additional: { bwpromocode: unfit, affid: fit } }))).toEqual({
          type: 'reflinkid',
          val: fit,
          additional: { affid: fit },
        });
      }),
    );
  });

  it.each([
    { raw: undefined, expected: undefined },
    { raw: '', expected: undefined },
    { raw: 'abc123', expected: undefined },
    { raw: '{"type":"other","val":"x","additional":{}}', expected: undefined },
    { raw: '{"type":"reflinkid"}', expected: undefined },
    { raw: '{"type":"bf_id","val":" fb-1 "}', expected: { type: 'bf_id', val: 'fb-1', additional: {} } },
    { raw: '{"type":"reflinkid","val":"abc","additional":{"affid":77,"x":"y"}}', expected: { type: 'reflinkid', val: 'abc', additional: {} } },
  ])('parses $raw', ({ raw, expected }) => {
    expect(parseReferralValues(raw)).toEqual(expected);
  });
});

describe('refCodeForRegistration', () => {
  it('takes the bwpromocode, else refererid, else the reflink id, from whatever capture wrote', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const tag = query['btag'] ?? query['tag'] ?? query['qtag'];
        const expected = (tag === undefined ? undefined : query['bwpromocode']) ?? query['ref'] ?? tag;
        expect(refCodeForRegistration(cookiesFrom(query, now))).toBe(expected);
      }),
    );
  });

  it('ignores bf_id, partner ids, subid and postback data', () => {
    fc.assert(
      fc.property(arbReferralValue, (value) => {
        const cookies: ReferralCookies = {
          referral_values: serializeReferralValues({ type: 'bf_id', val: value, additional: {} }),
          ref_partner_id: value,
          subid: value,
          postback_watcher: value,
        };
        expect(refCodeForRegistration(cookies)).toBeUndefined();
      }),
    );
  });

  it.each([
    { why: 'the promo code first', cookies: { referral_values: '{"type":"reflinkid","val":"abc","additional":{"bwpromocode":"WELCOME"}}', refererid: 'friend' }, code: 'WELCOME' },
    { why: 'refererid before the reflink id', cookies: { referral_values: '{"type":"reflinkid","val":"abc","additional":{}}', refererid: 'friend' }, code: 'friend' },
    { why: 'the reflink id', cookies: { referral_values: '{"type":"reflinkid","val":"abc","additional":{"affid":"7"}}' }, code: 'abc' },
    { why: 'the 1-hour reflinkid when referral_values is gone', cookies: { reflinkid: 'abc' }, code: 'abc' },
    { why: 'nothing from a broken cookie', cookies: { referral_values: '{broken' }, code: undefined },
    { why: 'nothing at all', cookies: {}, code: undefined },
  ])('gives $why', ({ cookies, code }) => {
    expect(refCodeForRegistration(cookies)).toBe(code);
  });
});

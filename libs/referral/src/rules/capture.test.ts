import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbNow, arbReferralQuery, arbReferralValue, arbUnfitReferralValue, arbUnrelatedQueryKey } from '../testing';
import { POSTBACK_WATCHER_MARK, referralCookieWrites } from './capture';
import { REFERRAL_QUERY_KEYS, type ReferralCookieName, type ReferralQueryKey } from './cookies';

const DAY = 86_400;
const written = (query: Record<string, string>, now: number, name: ReferralCookieName) =>
  referralCookieWrites(query, now).filter((write) => write.name === name);
const firstTag = (query: Record<string, string>) => query['btag'] ?? query['tag'] ?? query['qtag'];

describe('referralCookieWrites: properties', () => {
  it('writes refererid for 60 days exactly when ref is given', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const expected = query['ref'] === undefined ? [] : [{ name: 'refererid', value: query['ref'], maxAgeSeconds: 60 * DAY, expiresAt: now + 60 * DAY * 1000 }];
        expect(written(query, now, 'refererid')).toEqual(expected);
      }),
    );
  });

  it('writes referral_values reflinkid for 60 days from btag, tag or qtag (in that order) with its attributes', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const tag = firstTag(query);
        fc.pre(tag !== undefined);
        const [write, ...rest] = written(query, now, 'referral_values');
        expect(rest).toEqual([]);
        expect(write?.maxAgeSeconds).toBe(60 * DAY);
        const additional: Record<string, string> = {};
        if (query['bwpromocode'] !== undefined) additional['bwpromocode'] = query['bwpromocode'];
        if (query['affid'] !== undefined) additional['affid'] = query['affid'];
        expect(JSON.parse(write?.value ?? 'null')).toEqual({ type: 'reflinkid', val: tag, additional });
      }),
    );
  });

  it('writes referral_values bf_id for 1 day from bf when no reflink tag is given, and nothing without either', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        fc.pre(firstTag(query) === undefined);
        const writes = written(query, now, 'referral_values');
        if (query['bf'] === undefined) expect(writes).toEqual([]);
        else {
          expect(writes.map((write) => [JSON.parse(write.value), write.maxAgeSeconds])).toEqual([[{ type: 'bf_id', val: query['bf'], additional: {} }, DAY]]);
        }
      }),
    );
  });

  it('writes the raw reflink id for 1 hour exactly when a reflink tag is given', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const tag = firstTag(query);
        expect(written(query, now, 'reflinkid').map((write) => [write.value, write.maxAgeSeconds])).toEqual(tag === undefined ? [] : [[tag, 3600]]);
      }),
    );
  });

  it('writes ref_partner_id: affid with a tag for 60 days, else aip for 30 days when click_id, utm_source and aip are all given', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const fromAffid = firstTag(query) !== undefined && query['affid'] !== undefined;
        const fromClick = query['click_id'] !== undefined && query['utm_source'] !== undefined && query['aip'] !== undefined;
        const expected = fromAffid ? [[query['affid'], 60 * DAY]] : fromClick ? [[query['aip'], 30 * DAY]] : [];
        expect(written(query, now, 'ref_partner_id').map((write) => [write.value, write.maxAgeSeconds])).toEqual(expected);
      }),
    );
  });

  it('writes subid for 60 days exactly when subid is given', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const expected = query['subid'] === undefined ? [] : [[query['subid'], 60 * DAY]];
        expect(written(query, now, 'subid').map((write) => [write.value, write.maxAgeSeconds])).toEqual(expected);
      }),
    );
  });

  it('writes postback_watcher: pb for 30 days, else a 4-second mark when anything else is written', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const others = referralCookieWrites(query, now).filter((write) => write.name !== 'postback_watcher');
        const expected = query['pb'] !== undefined ? [[query['pb'], 30 * DAY]] : others.length > 0 ? [[POSTBACK_WATCHER_MARK, 4]] : [];
        expect(written(query, now, 'postback_watcher').map((write) => [write.value, write.maxAgeSeconds])).toEqual(expected);
      }),
    );
  });

  it('writes nothing for unrelated query parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(arbUnrelatedQueryKey, fc.string({ maxLength: 20 })), arbNow, (query, now) => {
        expect(referralCookieWrites(query, now)).toEqual([]);
        expect(referralCookieWrites(new URLSearchParams(Object.entries(query)), now)).toEqual([]);
      }),
    );
  });

  it('treats an empty, blank, too long or control-character value as absent', () => {
    fc.assert(
      fc.property(arbReferralQuery, fc.constantFrom<ReferralQueryKey>(...REFERRAL_QUERY_KEYS), arbUnfitReferralValue, arbNow, (query, key, unfit, now) => {
        const { [key]: _dropped, ...without } = query;
        expect(referralCookieWrites({ ...without, [key]: unfit }, now)).toEqual(referralCookieWrites(without, now));
      }),
    );
  });

  it('trims values', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const padded = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, `  ${value}\t`]));
        expect(referralCookieWrites(padded, now)).toEqual(referralCookieWrites(query, now));
      }),
    );
  });

  it('reads a URLSearchParams like the same record', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        expect(referralCookieWrites(new URLSearchParams(Object.entries(query)), now)).toEqual(referralCookieWrites(query, now));
      }),
    );
  });

  it('is deterministic in now: a later now moves every expiry by the same amount and nothing else', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, fc.integer({ min: 0, max: 10 ** 12 }), (query, now, later) => {
        const first = referralCookieWrites(query, now);
        expect(referralCookieWrites(query, now)).toEqual(first);
        expect(referralCookieWrites(query, now + later)).toEqual(first.map((write) => ({ ...write, expiresAt: write.expiresAt + later })));
      }),
    );
  });

  it('always expires after now, by exactly the max age, and names each cookie at most once', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const writes = referralCookieWrites(query, now);
        for (const write of writes) {
          expect(write.expiresAt).toBeGreaterThan(now);
          expect(write.expiresAt).toBe(now + write.maxAgeSeconds * 1000);
        }
        expect(new Set(writes.map((write) => write.name)).size).toBe(writes.length);
      }),
    );
  });

  it('refuses a now that is not a finite number', () => {
    expect(() => referralCookieWrites({ ref: 'a' }, Number.NaN)).toThrow(RangeError);
  });

  it('keeps the first of repeated parameters', () => {
    fc.assert(
      fc.property(arbReferralValue, arbReferralValue, (first, second) => {
        const writes = referralCookieWrites(new URLSearchParams([['ref', first], ['ref', second]]), 0);
        expect(writes.find((write) => write.name === 'refererid')?.value).toBe(first);
      }),
    );
  });
});

// Spec §7 "Referral capture (query to cookie)", line by line.
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
describe.each([
  { line: 'refererid 60 days from ref', query: '?ref=friend7', name: 'refererid', value: 'friend7', maxAgeSeconds: 60 * DAY },
  { line: 'referral_values type bf_id 1 day from bf', query: '?bf=fb-55', name: 'referral_values', value: '{"type":"bf_id","val":"fb-55","additional":{}}', maxAgeSeconds: DAY },
  {
    line: 'referral_values type reflinkid 60 days from btag (with bwpromocode and affid attributes)',
    query: '?btag=abc123&bwpromocode=WELCOME&affid=77',
    name: 'referral_values',
    value: '{"type":"reflinkid","val":"abc123","additional":{"bwpromocode":"WELCOME","affid":"77"}}',
    maxAgeSeconds: 60 * DAY,
  },
  { line: 'referral_values type reflinkid 60 days from tag', query: '?tag=t-1', name: 'referral_values', value: '{"type":"reflinkid","val":"t-1","additional":{}}', maxAgeSeconds: 60 * DAY },
  { line: 'referral_values type reflinkid 60 days from qtag', query: '?qtag=q-1', name: 'referral_values', value: '{"type":"reflinkid","val":"q-1","additional":{}}', maxAgeSeconds: 60 * DAY },
  { line: 'ref_partner_id 30 days when click_id, utm_source and aip all present', query: '?click_id=c9&utm_source=net&aip=p42', name: 'ref_partner_id', value: 'p42', maxAgeSeconds: 30 * DAY },
  { line: 'ref_partner_id 60 days from affid with a tag', query: '?btag=abc&affid=77', name: 'ref_partner_id', value: '77', maxAgeSeconds: 60 * DAY },
  { line: 'reflinkid 1 hour', query: '?btag=abc123', name: 'reflinkid', value: 'abc123', maxAgeSeconds: 3600 },
  { line: 'postback_watcher 30 days with pb', query: '?btag=abc&pb=post-1', name: 'postback_watcher', value: 'post-1', maxAgeSeconds: 30 * DAY },
  { line: 'postback_watcher otherwise 4 seconds', query: '?btag=abc', name: 'postback_watcher', value: '1', maxAgeSeconds: 4 },
  { line: 'subid 60 days', query: '?subid=s-3', name: 'subid', value: 's-3', maxAgeSeconds: 60 * DAY },
] as const)('spec: $line', ({ query, name, value, maxAgeSeconds }) => {
  it(`${query} writes ${name}=${value} for ${maxAgeSeconds} s`, () => {
    const writes = referralCookieWrites(new URLSearchParams(query), NOW).filter((write) => write.name === name);
    expect(writes).toEqual([{ name, value, maxAgeSeconds, expiresAt: NOW + maxAgeSeconds * 1000 }]);
  });
});

describe('referralCookieWrites: examples', () => {
  it.each([
    { query: '?click_id=c9&utm_source=net', why: 'aip missing' },
    { query: '?affid=77', why: 'affid without a tag' },
    { query: '?bwpromocode=WELCOME', why: 'a promo code without a tag' },
    { query: '?ref=', why: 'an empty value' },
    { query: '?utm_campaign=x&lng=en', why: 'unrelated parameters' },
  ])('writes nothing for $query ($why)', ({ query }) => {
    expect(referralCookieWrites(new URLSearchParams(query), NOW)).toEqual([]);
  });

  it('prefers btag to tag and qtag, and the reflink to bf', () => {
    const writes = referralCookieWrites(new URLSearchParams('?qtag=q&tag=t&btag=b&bf=f'), NOW);
    expect(writes.find((write) => write.name === 'referral_values')?.value).toBe('{"type":"reflinkid","val":"b","additional":{}}');
  });

  it('prefers affid with a tag to the click parameters for ref_partner_id', () => {
    const writes = referralCookieWrites(new URLSearchParams('?tag=t&affid=77&click_id=c&utm_source=s&aip=p'), NOW);
    expect(writes.filter((write) => write.name === 'ref_partner_id').map((write) => [write.value, write.maxAgeSeconds])).toEqual([['77', 60 * DAY]]);
  });

  it('writes a 60-day reflink with everything a partner link carries', () => {
    expect(referralCookieWrites(new URLSearchParams('?btag=abc123&affid=77&subid=s1&pb=cb'), NOW).map((write) => write.name)).toEqual([
      'referral_values',
      'ref_partner_id',
      'reflinkid',
      'subid',
      'postback_watcher',
    ]);
  });
});

import {
  BonusesPageQuerySchema,
  CasinoBrandPageQuerySchema,
  CasinoSearchPageQuerySchema,
  ConfirmTermsPageQuerySchema,
  EmailLinkPageQuerySchema,
  PaymentRequestPageQuerySchema,
  PROMO_CATEGORIES,
  ProvablyFairPageQuerySchema,
  ShellQuerySchema,
} from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pageSearchRule, pageSearchRules, shellSearchRule, type RawSearch, type SearchRouteId } from './page-search';
import { isRouteId } from './route-table';

/** The zod schema of `@betting/contracts` each route's rule stands for. */
const schemas = {
  'bonus.bonuses': BonusesPageQuerySchema,
  'bonus.offers': BonusesPageQuerySchema,
  'casino-search': CasinoSearchPageQuerySchema,
  'casino.brand': CasinoBrandPageQuerySchema,
  'casino.brands': CasinoBrandPageQuerySchema,
  'confirm-terms': ConfirmTermsPageQuerySchema,
  'user.accountverify': EmailLinkPageQuerySchema,
  'user.activate': EmailLinkPageQuerySchema,
  'user.stopnewsletter': EmailLinkPageQuerySchema,
  'office.payment-requests': PaymentRequestPageQuerySchema,
  'office.payment-create-request': PaymentRequestPageQuerySchema,
  'office.payment-create-request.topic': PaymentRequestPageQuerySchema,
  'office.payment-create-request.subtopic': PaymentRequestPageQuerySchema,
  'office.payment-create-request.transactions': PaymentRequestPageQuerySchema,
  'office.payment-create-request.transaction': PaymentRequestPageQuerySchema,
  'provably-fair': ProvablyFairPageQuerySchema,
} satisfies Record<SearchRouteId, unknown>;

const ids = Object.keys(pageSearchRules) as SearchRouteId[];
const read = (id: SearchRouteId, search: RawSearch): unknown => pageSearchRules[id]['~standard'].validate(search).value;

const KEYS = ['modal', 'category', 'q', 'brand', 'state', 'token', 'subTopicId', 'round', 'currency', 'demo', 'other'] as const;

/** What the router's query parser hands over: strings, numbers (JSON-like text), booleans, null, the valid values. */
const arbValue = fc.oneof(
  fc.constantFrom(...PROMO_CATEGORIES),
  fc.constantFrom('', ' 12 ', '0', '012', '1e3', '-3', '12.5', '9007199254740993', 'EUR', 'eur', 'FUN', '1', 'abc_DEF-123456789012345', '/en/casino', '__proto__'),
  fc.stringMatching(/^[1-9]\d{0,17}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{18,24}$/),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1, -1, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, true, false, null),
);
const arbSearch = fc.dictionary(fc.constantFrom(...KEYS), arbValue, { maxKeys: 5 });

describe('pageSearchRules', () => {
  it('names routes of the table only', () => {
    expect(ids.filter((id) => !isRouteId(id))).toEqual([]);
  });

  test.prop([fc.constantFrom(...ids), arbSearch])('reads every query as the zod schema of @betting/contracts parses it', (id, search) => {
    expect(read(id, search)).toEqual(schemas[id].parse(search));
  });

  test.prop([arbSearch])('the shell rule reads every query as ShellQuerySchema parses it', (search) => {
    expect(shellSearchRule['~standard'].validate(search).value).toEqual(ShellQuerySchema.parse(search));
  });

  test.prop([fc.constantFrom(...ids), arbSearch])('adds no key the query lacks', (id, search) => {
    expect(Object.keys(read(id, search) as object).every((key) => key in search)).toBe(true);
  });

  test.prop([fc.constantFrom(...ids), arbSearch])('keeps a valid value as it came, so a link built from the rule writes the same query back', (id, search) => {
    const value = read(id, search) as Record<string, unknown>;
    for (const [key, kept] of Object.entries(value)) if (kept !== undefined && key !== 'round' && key !== 'subTopicId') expect(kept).toBe(search[key]);
    expect(read(id, value)).toEqual(value);
  });

  it.each([
    ['casino-search', { q: 'book of' }, { q: 'book of' }],
    ['casino-search', { q: 123 }, { q: undefined }],
    ['bonus.bonuses', { category: 'casino' }, { category: 'casino' }],
    ['bonus.bonuses', { category: 'lottery' }, { category: undefined }],
    ['office.payment-create-request.transactions', { subTopicId: 12 }, { subTopicId: 12 }],
    ['office.payment-create-request.transactions', { subTopicId: '012' }, { subTopicId: undefined }],
    ['provably-fair', { round: 7, currency: 'USD', demo: 1 }, { round: 7, currency: 'USD', demo: 1 }],
    ['provably-fair', { round: -7, currency: 'usd', demo: 0 }, { round: undefined, currency: undefined, demo: undefined }],
    ['user.activate', { token: 'short' }, { token: undefined }],
  ] as const)('%s reads %o as %o', (id, search, expected) => {
    expect(read(id, search)).toEqual(expected);
  });

  // The e-mail link pages' token (their `tokenOf` before the routes read it).
  const tokenOf = (search: RawSearch) => (read('user.stopnewsletter', search) as { token?: string }).token ?? null;
  it.each([
    [{ token: 'A'.repeat(43) }, 'A'.repeat(43)],
    [{ token: 'abc_DEF-123456789012345' }, 'abc_DEF-123456789012345'],
    [{ token: 'short' }, null],
    [{ token: 'has space in it 1234567890' }, null],
    [{ token: 42 }, null],
    [{}, null],
  ])('tokenOf(%o) is %s', (search, expected) => {
    expect(tokenOf(search)).toBe(expected);
  });

  it('has no rule for a page that reads no query', () => {
    expect(pageSearchRule('home')).toBeUndefined();
    expect(pageSearchRule('toString')).toBeUndefined();
    expect(pageSearchRule('casino-search')).toBe(pageSearchRules['casino-search']);
  });
});

import type {
  BonusesPageQuerySchema,
  CasinoBrandPageQuerySchema,
  CasinoSearchPageQuerySchema,
  ConfirmTermsPageQuerySchema,
  EmailLinkPageQuerySchema,
  PaymentRequestPageQuerySchema,
  ProvablyFairPageQuerySchema,
  PromoCategory,
  ShellQuerySchema,
} from '@betting/contracts';
import { MODAL_QUERY_KEY } from './constants';
import type { RouteId } from './route-table';

/** The query a page reads, as the router parsed it (JSON-like values already numbers or booleans). */
export type RawSearch = Readonly<Record<string, unknown>>;

/**
 * A page's query rule in the Standard Schema shape (the interface zod's schemas implement too, which routers accept as
 * a search validator): what a link may write (`Input`) and what the page reads (`Output`). Plain functions instead of
 * the zod schemas of `@betting/contracts` they stand for, because the route tree is part of the browser's first
 * JavaScript, which carries no zod; a property test holds each rule to its schema.
 */
export interface SearchRule<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'betting';
    readonly validate: (value: unknown) => { readonly value: Output };
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/** The rule standing for a zod schema: its input and output types, `read` as its parse (it never fails). */
type RuleOf<Schema extends { readonly _zod: { readonly input: unknown; readonly output: unknown } }> = SearchRule<Schema['_zod']['input'], Schema['_zod']['output']>;

/**
 * A rule reads the keys of its page: a key the query has comes out valid or `undefined` (so the page never sees a raw
 * value its rule refused), a key it lacks stays out (so a navigation's query gains no keys from the rule).
 */
function rule<Schema extends { readonly _zod: { readonly input: unknown; readonly output: unknown } }>(read: (search: RawSearch) => Schema['_zod']['output']): RuleOf<Schema> {
  return {
    '~standard': {
      version: 1,
      vendor: 'betting',
      validate: (value) => {
        const search = (value ?? {}) as RawSearch;
        return { value: Object.fromEntries(Object.entries(read(search) as object).filter(([key]) => key in search)) as Schema['_zod']['output'] };
      },
    },
  };
}

/**
 * The catalogue's promo categories, as `@betting/contracts` lists them: restated here, because the list there would
 * become a chunk of its own between the bonuses pages and this rule's. The type holds every entry to a category; the
 * property test holds the rule to the schema, so a category added there and not here fails it.
 */
const PROMO_CATEGORIES = ['all_bonuses', 'poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses'] as const satisfies readonly PromoCategory[];

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const matching = (pattern: RegExp, value: unknown): string | undefined => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/** A positive id written as a number or as digits, read as the number (no leading zero, at most 16 digits). */
function positiveId(value: unknown): number | undefined {
  const digits = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return /^[1-9]\d{0,15}$/.test(digits) && Number.isSafeInteger(Number(digits)) ? Number(digits) : undefined;
}

const bonuses = rule<typeof BonusesPageQuerySchema>((search) => ({
  category: PROMO_CATEGORIES.find((category) => category === search['category']),
}));
const emailLink = rule<typeof EmailLinkPageQuerySchema>((search) => ({ token: matching(/^[A-Za-z0-9_-]{20,128}$/, search['token']) }));
const casinoBrand = rule<typeof CasinoBrandPageQuerySchema>((search) => ({ brand: text(search['brand']) }));
const paymentRequest = rule<typeof PaymentRequestPageQuerySchema>((search) => ({ subTopicId: positiveId(search['subTopicId']) }));

function roundId(value: unknown): number | undefined {
  const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The query keys every page's chrome reads (`?modal=login` opens a modal over any page): the language route's rule,
 * which every page route inherits.
 */
export const shellSearchRule = rule<typeof ShellQuerySchema>((search) => ({ modal: text(search[MODAL_QUERY_KEY]) }));

/** The query rule of every route whose page reads its query, by route id (on top of {@link shellSearchRule}). */
export const pageSearchRules = {
  'bonus.bonuses': bonuses,
  'bonus.offers': bonuses,
  'casino-search': rule<typeof CasinoSearchPageQuerySchema>((search) => ({ q: text(search['q']) })),
  'casino.brand': casinoBrand,
  'casino.brands': casinoBrand,
  'confirm-terms': rule<typeof ConfirmTermsPageQuerySchema>((search) => ({ state: text(search['state']) })),
  'user.accountverify': emailLink,
  'user.activate': emailLink,
  'user.stopnewsletter': emailLink,
  'office.payment-requests': paymentRequest,
  'office.payment-create-request': paymentRequest,
  'office.payment-create-request.topic': paymentRequest,
  'office.payment-create-request.subtopic': paymentRequest,
  'office.payment-create-request.transactions': paymentRequest,
  'office.payment-create-request.transaction': paymentRequest,
  'provably-fair': rule<typeof ProvablyFairPageQuerySchema>((search) => ({
    round: roundId(search['round']),
    currency: matching(/^[A-Z]{3}$/, search['currency']),
    demo: search['demo'] === 1 || search['demo'] === '1' ? search['demo'] : undefined,
  })),
} as const satisfies Partial<Record<RouteId, SearchRule<unknown, unknown>>>;

/** The routes whose page reads a query. */
export type SearchRouteId = keyof typeof pageSearchRules;

/** The query rule of a route, if its page reads one. */
export function pageSearchRule(id: string): SearchRule<unknown, unknown> | undefined {
  return Object.hasOwn(pageSearchRules, id) ? pageSearchRules[id as SearchRouteId] : undefined;
}

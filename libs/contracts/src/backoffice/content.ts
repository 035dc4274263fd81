import * as z from 'zod/mini';

/**
 * The content editor's desk: promotions, news and blog articles, each with a text per site language, written into
 * the same tables the site's `content` remote app reads. A language without a text reads as the site does: the
 * site's default language, then English, so English is the one text every item must have.
 */
export const CONTENT_KINDS = ['promotion', 'news', 'blog'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKindSchema>;

/** The site's shipped languages, in the order the editor shows them. */
export const CONTENT_LANGUAGES = ['en', 'es', 'pt', 'ru', 'tr', 'uk'] as const;
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;

/** The promo categories a promotion is stored in (spec §3; `all_bonuses` is the filter for all, never stored). */
export const STORED_PROMO_CATEGORIES = ['poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses'] as const;

/**
 * A body block of the remote apps (apps/api remote-apps/blocks.ts, which the server checks each one against): here
 * only its type is fixed, so the contract stays the seam and the rules stay in one place.
 */
export const CONTENT_BLOCK_TYPES = ['heading', 'subheading', 'paragraph', 'list', 'note', 'table', 'contacts', 'cards', 'faq', 'calculator'] as const;
export const ContentBlockSchema = z.looseObject({ type: z.enum(CONTENT_BLOCK_TYPES) });
export type ContentBlock = z.infer<typeof ContentBlockSchema> & Record<string, unknown>;

const slug = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'));
const iso = z.iso.datetime({ offset: true });
/** A same-origin path: `/remote-apps/content/covers/x.svg`. */
const sitePath = z.string().check(z.maxLength(500), z.regex(/^\/[^/\s]\S*$/, 'a path starting with /'));
/** A page path after `/{lng}/`: `casino/slots`. */
const pagePath = z.string().check(z.maxLength(500), z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'a page path such as casino/slots'));

export const ContentTextSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  summary: z.string().check(z.trim(), z.maxLength(1000)),
  body: z.array(ContentBlockSchema).check(z.maxLength(200)),
  /** Promotions: when within the period it runs ("Every Friday"), the numbered terms and the button's label. */
  schedule: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  terms: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(4000))).check(z.maxLength(50))),
  action_label: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Blog articles: the cover picture's text alternative. */
  cover_alt: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type ContentText = z.infer<typeof ContentTextSchema>;

/** Texts by language; English is required (the last fallback of every language). */
export const ContentTextsSchema = z
  .partialRecord(ContentLanguageSchema, ContentTextSchema)
  .check(z.refine((texts) => texts.en !== undefined, { message: 'an English text is required', path: ['en'] }));
export type ContentTexts = z.infer<typeof ContentTextsSchema>;

export const PromotionFieldsSchema = z.object({
  kind: z.literal('promotion'),
  slug,
  categories: z.array(z.enum(STORED_PROMO_CATEGORIES)).check(z.minLength(1), z.maxLength(8)),
  starts_at: iso,
  /** Null: until further notice. */
  ends_at: z.nullable(iso),
  /** Lists show lower positions first. */
  position: z.int().check(z.gte(-1000), z.lte(1000)),
  cover_path: z.nullable(sitePath),
  action_path: z.nullable(pagePath),
  texts: ContentTextsSchema,
});
export const NewsFieldsSchema = z.object({
  kind: z.literal('news'),
  slug,
  /** Shown from this instant on. */
  published_at: iso,
  cover_path: z.nullable(sitePath),
  texts: ContentTextsSchema,
});
export const BlogFieldsSchema = z.object({
  kind: z.literal('blog'),
  slug: slug.check(z.refine((value) => value !== 'categories', 'categories is the index page')),
  /** A blog category's path (`betting-guides/basics`). */
  category_path: z.string().check(z.minLength(1), z.maxLength(200)),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  published_at: iso,
  cover_path: z.nullable(sitePath),
  texts: ContentTextsSchema,
});
/** What the editor sends to create or save an item; `kind` must match the path's. */
export const ContentFieldsSchema = z.discriminatedUnion('kind', [PromotionFieldsSchema, NewsFieldsSchema, BlogFieldsSchema]);
export type ContentFields = z.infer<typeof ContentFieldsSchema>;
export type PromotionFields = z.infer<typeof PromotionFieldsSchema>;
export type NewsFields = z.infer<typeof NewsFieldsSchema>;
export type BlogFields = z.infer<typeof BlogFieldsSchema>;

/** An item as stored: its fields, its id and whether the site shows it. */
export const ContentItemSchema = z.object({ id: z.int(), published: z.boolean(), fields: ContentFieldsSchema });
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentSummarySchema = z.object({
  id: z.int(),
  kind: ContentKindSchema,
  slug: z.string(),
  published: z.boolean(),
  /** The English title. */
  title: z.string(),
  /** The languages with a text of their own (the others fall back). */
  languages: z.array(ContentLanguageSchema),
  /** Promotions: the start; news and articles: the publication. */
  date: iso,
});
export type ContentSummary = z.infer<typeof ContentSummarySchema>;
export const ContentListQuerySchema = z.object({
  published: z.optional(z.enum(['yes', 'no'])),
  q: z.optional(z.string().check(z.maxLength(64))),
});
export const ContentListResponseSchema = z.object({ entities: z.array(ContentSummarySchema) });
export const ContentKindParamsSchema = z.object({ kind: ContentKindSchema });
export const ContentItemParamsSchema = z.object({ kind: ContentKindSchema, id: z.coerce.number().check(z.multipleOf(1), z.gte(1)) });
export const ContentPublishBodySchema = z.object({ published: z.boolean() });
export type ContentPublishBody = z.infer<typeof ContentPublishBodySchema>;
export const BlogCategoriesResponseSchema = z.object({ entities: z.array(z.object({ path: z.string(), title: z.string() })) });

// --- reports: turnover, gross gaming revenue, bonus cost and bettors by day and product, from the ledger

export const REPORT_PRODUCTS = ['sportsbook', 'casino'] as const;
export const ReportProductSchema = z.enum(REPORT_PRODUCTS);
export type ReportProduct = z.infer<typeof ReportProductSchema>;
/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;
const day = z.iso.date();
export const ReportQuerySchema = z.object({ from: day, to: day });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;
export const ReportRowSchema = z.object({
  /** A UTC day (YYYY-MM-DD); null on the totals over the range. */
  day: z.nullable(z.string()),
  product: ReportProductSchema,
  currency: z.string(),
  minor_digits: z.int(),
  /** Stakes placed, less the stakes refunded (void bets, cancelled rounds); minor units. */
  turnover: z.int(),
  /** Wins and cash-outs paid. */
  wins: z.int(),
  /** Gross gaming revenue: turnover − wins. A reversal counts against its original's day of reversal. */
  ggr: z.int(),
  /**
   * Bonus money credited to bettors' bonus accounts less bonus money taken back (expired bonuses), the product being
   * the bonus's (sport bonuses: sportsbook; casino bonuses: casino).
   */
  bonus_cost: z.int(),
  /** Bettors who placed a stake (distinct over the row's day, or over the range on a total). */
  bettors: z.int(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportResponseSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(ReportRowSchema), totals: z.array(ReportRowSchema) });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

import * as z from 'zod/mini';
import { ContentBlockSchema, ContentLanguageSchema } from './content';

/**
 * The content editor's information pages: `information` and its children (about, contacts, rules, payment, cookies…),
 * the `content` remote app's own pages, with a text per site language. The pages themselves (their addresses and
 * places in the menu) follow the site's route table; the desk edits what they say.
 */
const PREFIX = '/backoffice-api';
const iso = z.iso.datetime({ offset: true });

export const BackofficeInfoPagePaths = {
  list: `${PREFIX}/info-pages`,
  page: (id: number | string) => `${PREFIX}/info-pages/${id}`,
} as const;

export const InfoPageTextSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  summary: z.string().check(z.trim(), z.maxLength(1000)),
  body: z.array(ContentBlockSchema).check(z.maxLength(200)),
});
export type InfoPageText = z.infer<typeof InfoPageTextSchema>;

/** Texts by language; English is required (the last fallback of every language). */
export const InfoPageTextsSchema = z
  .partialRecord(ContentLanguageSchema, InfoPageTextSchema)
  .check(z.refine((texts) => texts.en !== undefined, { message: 'an English text is required', path: ['en'] }));
export type InfoPageTexts = z.infer<typeof InfoPageTextsSchema>;

export const InfoPageSummarySchema = z.object({
  id: z.int(),
  /** The path after `/{lng}/`: `information/about`. */
  page_key: z.string(),
  parent_key: z.nullable(z.string()),
  /** The English title. */
  title: z.string(),
  /** The languages with a text of their own (the others fall back). */
  languages: z.array(ContentLanguageSchema),
  published: z.boolean(),
  /** The last change of any of its texts. */
  updated_at: z.nullable(iso),
});
export type InfoPageSummary = z.infer<typeof InfoPageSummarySchema>;
export const InfoPagesQuerySchema = z.object({ q: z.optional(z.string().check(z.maxLength(64))) });
export const InfoPagesResponseSchema = z.object({ entities: z.array(InfoPageSummarySchema) });

export const InfoPageSchema = z.object({ id: z.int(), page_key: z.string(), published: z.boolean(), texts: InfoPageTextsSchema });
export type InfoPage = z.infer<typeof InfoPageSchema>;
export const InfoPageParamsSchema = z.object({ id: z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(2_147_483_647)) });
/** A save: every language's text; a language left out loses its own and reads as the site falls back. */
export const InfoPageBodySchema = z.object({ texts: InfoPageTextsSchema });
export type InfoPageBody = z.infer<typeof InfoPageBodySchema>;

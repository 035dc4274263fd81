import * as z from 'zod/mini';
import { PromoCategorySchema } from '../bonuses/catalogue';

/**
 * The queries the site's pages read: the links the API writes (e-mail tokens, the access guard's return state) and
 * the site's own links put them there, the pages read them in these shapes. Values arrive as the web router parses a
 * query (JSON-like text is already a number: `?round=12` is 12). A value a page cannot use is dropped, never an
 * error: the page opens without it. A valid value is kept as it came, so a link built from the shape writes the same
 * query back.
 *
 * The web app's route tree checks them with `@betting/routing`'s `pageSearchRules` (plain functions: the tree is
 * part of the browser's first JavaScript, which carries no zod); a property test holds each rule to its schema here.
 */
const kept = <Schema extends z.ZodMiniType>(schema: Schema) => z.catch(z.optional(schema), undefined);

/** A positive id written as a number (`?subTopicId=12`) or as digits, read as the number. */
const PositiveIdSchema = z.pipe(
  z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.transform(Number)).check(z.refine(Number.isSafeInteger)),
);

/** `?modal=login` on any page: the modal the shell opens over it (which ones, and for whom, the navigation decides). */
export const ShellQuerySchema = z.object({ modal: kept(z.string()) });

/** `bonuses?category=casino` and `offers?category=…`: the catalogue's promo category (`all_bonuses` when none). */
export const BonusesPageQuerySchema = z.object({ category: kept(PromoCategorySchema) });

/** `casino-search?q=`: the words typed. */
export const CasinoSearchPageQuerySchema = z.object({ q: kept(z.string()) });

/** `casino/brand?brand=`: the game series shown. */
export const CasinoBrandPageQuerySchema = z.object({ brand: kept(z.string()) });

/** `confirm-terms?state=`: where the access guard sends the person back after accepting (checked again when used). */
export const ConfirmTermsPageQuerySchema = z.object({ state: kept(z.string()) });

/** `user/activate?token=…`, `user/accountverify?token=…`, `user/stopnewsletter?token=…`: the e-mail link's token. */
export const EmailLinkPageQuerySchema = z.object({ token: kept(z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/))) });

/** `office/payment/create-request/{topicId}/…?subTopicId=`: the subtopic chosen on the way. */
export const PaymentRequestPageQuerySchema = z.object({ subTopicId: kept(PositiveIdSchema) });

/** `provably-fair?round=ID&currency=EUR&demo=1`: the round to fill the form with, its currency, play money. */
export const ProvablyFairPageQuerySchema = z.object({
  round: kept(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)).check(z.refine((id) => Number.isSafeInteger(id) && id > 0))),
  currency: kept(z.string().check(z.regex(/^[A-Z]{3}$/))),
  demo: kept(z.union([z.literal(1), z.literal('1')])),
});

export type ShellQuery = z.output<typeof ShellQuerySchema>;
export type BonusesPageQuery = z.output<typeof BonusesPageQuerySchema>;
export type CasinoSearchPageQuery = z.output<typeof CasinoSearchPageQuerySchema>;
export type CasinoBrandPageQuery = z.output<typeof CasinoBrandPageQuerySchema>;
export type ConfirmTermsPageQuery = z.output<typeof ConfirmTermsPageQuerySchema>;
export type EmailLinkPageQuery = z.output<typeof EmailLinkPageQuerySchema>;
export type PaymentRequestPageQuery = z.output<typeof PaymentRequestPageQuerySchema>;
export type ProvablyFairPageQuery = z.output<typeof ProvablyFairPageQuerySchema>;

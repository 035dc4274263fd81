import fc from 'fast-check';
import type { LanguageChoiceInput } from './rules/language';

const arbCode = fc.constantFrom('en', 'ru', 'de', 'uk', 'kk', 'es', 'pt', 'tr');

/** A language context whose available list is never empty. */
export const arbLanguageContext: fc.Arbitrary<LanguageChoiceInput> = fc.record({
  available: fc.uniqueArray(arbCode, { minLength: 1, maxLength: 5 }),
  cookieLanguage: fc.option(arbCode, { nil: undefined }),
  acceptLanguage: fc.option(
    fc.array(fc.tuple(arbCode, fc.constantFrom('', ';q=0.9', ';q=0.5', ';q=0')), { maxLength: 4 }).map((tags) => tags.map(([code, q]) => code + q).join(', ')),
    { nil: undefined },
  ),
  configDefault: fc.option(arbCode, { nil: undefined }),
});

/** Paths as a visitor may type them: with or without a language segment, known or unknown tails. */
export const arbPathname: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom('en', 'ru', 'de', 'zz', 'EN', 'information', 'about', 'xx-unknown', 'casino'), fc.stringMatching(/^[a-z0-9-]{1,12}$/)), { maxLength: 4 })
  .chain((segments) => fc.constantFrom('', '/').map((trailing) => `/${segments.join('/')}${segments.length > 0 ? trailing : ''}`));

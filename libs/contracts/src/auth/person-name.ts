import * as z from 'zod/mini';

/**
 * The one rule for a person's first name and surname, wherever they are typed (full registration, the personal data
 * form) and however they reach the API: trimmed, 1 to 100 characters, a letter first, then letters, combining marks,
 * apostrophes, spaces, dots and hyphens (`Anne-Marie`, `O'Brien`, `J. R.`, `Ёлкина`). No digits, no markup
 * (`<b>x</b>`), no control characters: a name is shown on pages, in e-mails and to support as it is stored.
 */
export const PERSON_NAME_MAX_LENGTH = 100;
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;

export const PersonNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH), z.regex(PERSON_NAME_PATTERN));

/** Whether `text` (as typed, before trimming) is a name the rule takes. */
export function isPersonName(text: string): boolean {
  return z.safeParse(PersonNameSchema, text).success;
}

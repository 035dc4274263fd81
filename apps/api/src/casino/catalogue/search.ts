/** Words of a search beyond this many are ignored (each one is a condition). */
export const MAX_SEARCH_TERMS = 6;

/** A text matched literally by ILIKE: `%`, `_` and the escape character itself lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The ILIKE patterns of a search text: one `%word%` per distinct word (a game matches when every word is in its name
 * or its provider's name). Blank text gives none, which matches every game.
 */
export function searchPatterns(text: string): string[] {
  const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_TERMS);
  return words.map((word) => `%${escapeLike(word)}%`);
}

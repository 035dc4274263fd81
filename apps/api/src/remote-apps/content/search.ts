/** At most this many words of a query are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** The longest query read (characters). */
export const MAX_QUERY_LENGTH = 100;

/**
 * The words of a visitor's query as searched: trimmed to MAX_QUERY_LENGTH, lower case, split on whitespace,
 * duplicates dropped, at most MAX_QUERY_WORDS. An article matches when its search text contains every word.
 */
export function queryWords(query: string): string[] {
  const words = query.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/u).filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Whether a text (already lower case, as `searchText` writes it) contains every word: what the SQL search does. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

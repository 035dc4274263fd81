import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, escapeLike, searchPatterns } from './search';

/** ILIKE of a pattern made by searchPatterns, restated in JS: `%` any run, `\x` the character x. */
function ilike(text: string, pattern: string): boolean {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '\\') source += escapeRegExp(pattern[++index] ?? '');
    else if (char === '%') source += '[\\s\\S]*';
    else if (char === '_') source += '[\\s\\S]';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 'i').test(text);
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('search patterns', () => {
  it('match exactly the texts that contain the word, whatever its characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9%_\\-]{1,8}$/), fc.string({ maxLength: 20 }), (word, text) => {
        const [pattern] = searchPatterns(word);
        expect(ilike(text, pattern!)).toBe(text.toLowerCase().includes(word));
      }),
    );
  });

  it('give one pattern per distinct word, at most MAX_SEARCH_TERMS, none for blank text', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 12 }), (parts) => {
        const patterns = searchPatterns(`  ${parts.join('   ')} `);
        expect(patterns.length).toBe(Math.min(new Set(parts).size, MAX_SEARCH_TERMS));
      }),
    );
    expect(searchPatterns('   ')).toEqual([]);
    expect(searchPatterns('Gold  RUSH gold')).toEqual(['%gold%', '%rush%']);
  });

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});

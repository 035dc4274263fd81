import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBlocks } from '../blocks';
import { pageCount, pageFromQuery, pageHref, pageLinks, paging } from './paging';
import { matchesWords, MAX_QUERY_WORDS, queryWords } from './search';
import { blocksText, countWords, readingMinutes, searchText, WORDS_PER_MINUTE } from './text';

describe('paging', () => {
  it('splits any list into pages that hold every row exactly once', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const count = pageCount(total, size);
        const seen: number[] = [];
        for (let page = 1; page <= count; page++) {
          const { offset } = paging(page, size);
          for (let row = offset; row < Math.min(offset + size, total); row++) seen.push(row);
        }
        expect(seen).toEqual(Array.from({ length: total }, (_, row) => row));
        expect(pageLinks(count + 1, total, size)).toBeUndefined();
      }),
    );
  });

  it('links each page to its neighbours, none before the first or after the last', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 40 }), (total, size, page) => {
        const links = pageLinks(page, total, size);
        if (page > pageCount(total, size)) {
          expect(links).toBeUndefined();
          return;
        }
        expect(links?.prev).toBe(page === 1 ? undefined : page - 1);
        expect(links?.next).toBe(page === pageCount(total, size) ? undefined : page + 1);
      }),
    );
  });

  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['02', 1],
    ['2.5', 1],
    ['abc', 1],
    ['3', 3],
    ['1234567', 1],
  ])('reads ?page=%j as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });

  it('keeps only the list’s own query keys in page links, and drops page 1', () => {
    expect(pageHref('/en/blog', { q: 'tennis odds' }, 2)).toBe('/en/blog?q=tennis+odds&page=2');
    expect(pageHref('/en/blog', { q: '' }, 1)).toBe('/en/blog');
    expect(pageHref('/en/news', {}, 3)).toBe('/en/news?page=3');
  });
});

describe('search words', () => {
  it('are lower case, unique, non-empty and at most MAX_QUERY_WORDS', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => {
        const words = queryWords(query);
        expect(words.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(word).toBe(word.toLowerCase());
          expect(word).not.toMatch(/\s/u);
          expect(word).not.toBe('');
        }
      }),
    );
  });

  it('find a text by any of its own words, whatever their case', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÀ-Þà-þА-Яа-я0-9]{1,10}$/), { minLength: 1, maxLength: 12 }), fc.nat(), (words, pick) => {
        const text = searchText(words.join(' '));
        const chosen = words[pick % words.length] ?? '';
        expect(matchesWords(text, queryWords(chosen.toUpperCase()))).toBe(true);
      }),
    );
  });

  it('need every word of the query to match', () => {
    const text = searchText('How to read betting odds', 'Decimal and fractional');
    expect(matchesWords(text, queryWords('ODDS decimal'))).toBe(true);
    expect(matchesWords(text, queryWords('odds tennis'))).toBe(false);
  });
});

describe('article text', () => {
  const blocks = readBlocks([
    { type: 'heading', text: 'Decimal odds' },
    { type: 'paragraph', text: 'Read [the guide](/{lng}/blog/how-to-read-odds) first.' },
    { type: 'list', items: ['one two', 'three'] },
    { type: 'table', head: ['Odds'], rows: [['2.50']] },
    { type: 'faq', items: [{ question: 'Why?', answer: 'Because.' }] },
  ]);

  it('is what a reader sees: link labels without their targets, every block kind', () => {
    const text = blocksText(blocks);
    expect(text).toContain('Read the guide first.');
    expect(text).not.toContain('/{lng}/');
    for (const part of ['Decimal odds', 'one two', 'three', 'Odds', '2.50', 'Why?', 'Because.']) expect(text).toContain(part);
  });

  it('takes at least a minute to read, one more for every WORDS_PER_MINUTE words', () => {
    fc.assert(
      fc.property(fc.nat(3000), (words) => {
        const text = Array.from({ length: words }, (_, index) => `word${index}`).join(' ');
        expect(countWords(text)).toBe(words);
        expect(readingMinutes(text)).toBe(Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
      }),
    );
    expect(readingMinutes('— – …')).toBe(1);
    expect(countWords('— 2.50 odds')).toBe(2);
  });
});

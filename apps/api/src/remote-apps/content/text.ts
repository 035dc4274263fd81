import { match } from 'ts-pattern';
import type { Block } from '../blocks';

/** Words a reader reads in a minute, for the reading time shown on an article. */
export const WORDS_PER_MINUTE = 200;

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/** A stored text as a reader sees it: `[label](href)` links keep their label only. */
function visibleText(text: string): string {
  return text.replace(LINK, '$1');
}

/** Every text of the blocks a reader sees, in order, separated by spaces (the calculator shows no stored text). */
export function blocksText(blocks: readonly Block[]): string {
  const parts = blocks.flatMap((block): readonly string[] =>
    match(block)
      .with({ type: 'heading' }, { type: 'subheading' }, { type: 'paragraph' }, { type: 'note' }, ({ text }) => [text])
      .with({ type: 'list' }, ({ items }) => items)
      .with({ type: 'table' }, ({ caption, head, rows }) => [...(caption ? [caption] : []), ...head, ...rows.flat()])
      .with({ type: 'contacts' }, ({ items }) => items.flatMap((item) => [item.label, item.value]))
      .with({ type: 'cards' }, ({ items }) => items.flatMap((item) => [item.title, item.text]))
      .with({ type: 'faq' }, ({ items }) => items.flatMap((item) => [item.question, item.answer]))
      .with({ type: 'calculator' }, () => [])
      .exhaustive(),
  );
  return parts.map(visibleText).join(' ');
}

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read the text, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/**
 * The text `?q=` searches: lower case (in JavaScript, so that both database engines compare the same letters
 * whatever their collation), whitespace collapsed.
 */
export function searchText(...texts: readonly string[]): string {
  return texts.join(' ').toLowerCase().replace(/\s+/gu, ' ').trim();
}

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
  const parts: string[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
      case 'subheading':
      case 'paragraph':
      case 'note':
        parts.push(block.text);
        break;
      case 'list':
        parts.push(...block.items);
        break;
      case 'table':
        if (block.caption) parts.push(block.caption);
        parts.push(...block.head, ...block.rows.flat());
        break;
      case 'contacts':
        parts.push(...block.items.flatMap((item) => [item.label, item.value]));
        break;
      case 'cards':
        parts.push(...block.items.flatMap((item) => [item.title, item.text]));
        break;
      case 'faq':
        parts.push(...block.items.flatMap((item) => [item.question, item.answer]));
        break;
      case 'calculator':
        break;
    }
  }
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

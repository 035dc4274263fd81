import type { ContentBlock } from '@betting/contracts';

/**
 * A page body as the editor types it, and the blocks the site stores. Blocks are separated by a blank line:
 *
 *   ## Heading            ### Subheading          > A note          >! A warning
 *   - item / - item       1. item / 2. item       | head | head |  (a table: the first row is its head)
 *   any other text is a paragraph; ```json … ``` holds any block as JSON (cards, FAQ, a captioned table…).
 *
 * `blocksToText` writes a block in the short form only when reading that form back gives the very same block, and as
 * JSON otherwise, so opening and saving an item never changes a body the editor did not touch.
 */

const FENCE = '```json';
const ORDERED = /^\d{1,3}\.\s+/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** One block of text (no blank line inside) as a block. */
function parseChunk(chunk: string): ContentBlock {
  const lines = chunk.split('\n').map((line) => line.trimEnd());
  const first = lines[0] ?? '';
  const joined = lines.map((line) => line.trim()).join(' ');
  if (lines.length === 1 && first.startsWith('### ')) return { type: 'subheading', text: first.slice(4).trim() };
  if (lines.length === 1 && first.startsWith('## ')) return { type: 'heading', text: first.slice(3).trim() };
  if (first.startsWith('>! ')) return { type: 'note', tone: 'warning', text: joined.slice(3).trim() };
  if (first.startsWith('> ')) return { type: 'note', tone: 'info', text: joined.slice(2).trim() };
  if (lines.every((line) => line.startsWith('- '))) return { type: 'list', ordered: false, items: lines.map((line) => line.slice(2).trim()) };
  if (lines.every((line) => ORDERED.test(line))) return { type: 'list', ordered: true, items: lines.map((line) => line.replace(ORDERED, '').trim()) };
  if (lines.every((line) => line.trim().startsWith('|'))) {
    // A Markdown separator line (| --- | --- |) may follow the head: it is no row.
    const rows = lines.filter((line) => !/^\|?[\s|:-]+\|?$/.test(line.trim())).map(cells);
    return { type: 'table', head: rows[0] ?? [], rows: rows.slice(1) };
  }
  return { type: 'paragraph', text: joined };
}

function shortForm(block: ContentBlock): string | undefined {
  const text = typeof block['text'] === 'string' ? block['text'] : '';
  const items = Array.isArray(block['items']) ? (block['items'] as unknown[]) : [];
  switch (block.type) {
    case 'heading':
      return `## ${text}`;
    case 'subheading':
      return `### ${text}`;
    case 'paragraph':
      return text;
    case 'note':
      return `${block['tone'] === 'warning' ? '>!' : '>'} ${text}`;
    case 'list':
      return items.map((item, index) => (block['ordered'] === true ? `${index + 1}. ${String(item)}` : `- ${String(item)}`)).join('\n');
    case 'table': {
      const head = Array.isArray(block['head']) ? (block['head'] as unknown[]) : [];
      const rows = Array.isArray(block['rows']) ? (block['rows'] as unknown[][]) : [];
      return [head, ...rows].map((row) => `| ${row.map(String).join(' | ')} |`).join('\n');
    }
    default:
      return undefined;
  }
}

/** Key order aside, the same JSON value. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

/** A stored list or note may leave out its default (`ordered: false`, `tone: 'info'`). */
function withDefaults(block: ContentBlock): ContentBlock {
  if (block.type === 'list') return { ordered: false, ...block };
  if (block.type === 'note') return { tone: 'info', ...block };
  return block;
}

export function blocksToText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      const short = shortForm(block);
      const fits = short !== undefined && short.trim() !== '' && !short.includes('\n\n') && !short.startsWith(FENCE) && sameValue(parseChunk(short), withDefaults(block));
      return fits ? short : `${FENCE}\n${JSON.stringify(block)}\n\`\`\``;
    })
    .join('\n\n');
}

/** The blocks of a typed body; a JSON fence that does not parse is reported with its number (1-based). */
export function textToBlocks(text: string): { ok: true; blocks: ContentBlock[] } | { ok: false; fence: number } {
  const blocks: ContentBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let chunk: string[] = [];
  let fences = 0;
  const flush = () => {
    if (chunk.some((line) => line.trim() !== '')) blocks.push(parseChunk(chunk.join('\n').trim()));
    chunk = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === FENCE) {
      flush();
      fences += 1;
      const end = lines.indexOf('```', index + 1);
      const json = lines.slice(index + 1, end === -1 ? lines.length : end).join('\n');
      try {
        const value: unknown = JSON.parse(json);
        if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { type?: unknown }).type !== 'string') return { ok: false, fence: fences };
        blocks.push(value as ContentBlock);
      } catch {
        return { ok: false, fence: fences };
      }
      index = end === -1 ? lines.length : end;
    } else if (line.trim() === '') flush();
    else chunk.push(line);
  }
  flush();
  return { ok: true, blocks };
}

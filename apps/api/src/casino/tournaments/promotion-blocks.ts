import type { CasinoBonusBlock, CasinoBonusInline } from '@betting/contracts';
import { readBlocks, type Block, fillPlaceholders, safeHref, type Placeholders } from '../../remote-apps';

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/**
 * Stored text as runs: placeholders filled, `[label](href)` a link when `safeHref` accepts the target (plain text
 * otherwise), like the content app's `inlineHtml`; the page renders the runs as text, so nothing else can be markup.
 */
export function inlineRuns(text: string, placeholders: Placeholders): CasinoBonusInline[] {
  const filled = fillPlaceholders(text, placeholders);
  const runs: CasinoBonusInline[] = [];
  const push = (run: CasinoBonusInline) => {
    if (run.text !== '') runs.push(run);
  };
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    push({ text: filled.slice(last, match.index) });
    const href = safeHref(target);
    push(href ? { text: label, href } : { text: label });
    last = match.index + whole.length;
  }
  push({ text: filled.slice(last) });
  return runs;
}

function blockOf(block: Block, placeholders: Placeholders): CasinoBonusBlock[] {
  const runs = (text: string) => inlineRuns(text, placeholders);
  switch (block.type) {
    case 'heading':
    case 'subheading':
      return [{ type: 'heading', text: runs(block.text) }];
    case 'paragraph':
      return [{ type: 'paragraph', text: runs(block.text) }];
    case 'note':
      return [{ type: 'note', text: runs(block.text) }];
    case 'list':
      return [{ type: 'list', ordered: block.ordered, items: block.items.map(runs) }];
    case 'cards':
      return [{ type: 'list', ordered: false, items: block.items.map((card) => runs(`${card.title}: ${card.text}`)) }];
    case 'faq':
      return block.items.flatMap((item): CasinoBonusBlock[] => [
        { type: 'heading', text: runs(item.question) },
        { type: 'paragraph', text: runs(item.answer) },
      ]);
    // Tables, contact lists and the calculator belong to the information pages, not to a promotion's text.
    case 'table':
    case 'contacts':
    case 'calculator':
      return [];
  }
}

/** A promotion's stored blocks (body or terms) as the bonus page's text blocks. */
export function promotionBlocks(stored: unknown, placeholders: Placeholders): CasinoBonusBlock[] {
  return readBlocks(stored).flatMap((block) => blockOf(block, placeholders));
}

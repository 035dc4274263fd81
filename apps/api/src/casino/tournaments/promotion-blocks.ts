import type { CasinoBonusBlock, CasinoBonusInline } from '@betting/contracts';
import { match } from 'ts-pattern';
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
  for (const link of filled.matchAll(LINK)) {
    const [whole, label = '', target = ''] = link;
    push({ text: filled.slice(last, link.index) });
    const href = safeHref(target);
    push(href ? { text: label, href } : { text: label });
    last = link.index + whole.length;
  }
  push({ text: filled.slice(last) });
  return runs;
}

function blockOf(block: Block, placeholders: Placeholders): CasinoBonusBlock[] {
  const runs = (text: string) => inlineRuns(text, placeholders);
  return (
    match(block)
      .returnType<CasinoBonusBlock[]>()
      .with({ type: 'heading' }, { type: 'subheading' }, ({ text }) => [{ type: 'heading', text: runs(text) }])
      .with({ type: 'paragraph' }, ({ text }) => [{ type: 'paragraph', text: runs(text) }])
      .with({ type: 'note' }, ({ text }) => [{ type: 'note', text: runs(text) }])
      .with({ type: 'list' }, ({ ordered, items }) => [{ type: 'list', ordered, items: items.map(runs) }])
      .with({ type: 'cards' }, ({ items }) => [{ type: 'list', ordered: false, items: items.map((card) => runs(`${card.title}: ${card.text}`)) }])
      .with({ type: 'faq' }, ({ items }) =>
        items.flatMap((item): CasinoBonusBlock[] => [
          { type: 'heading', text: runs(item.question) },
          { type: 'paragraph', text: runs(item.answer) },
        ]),
      )
      // Tables, contact lists and the calculator belong to the information pages, not to a promotion's text.
      .with({ type: 'table' }, { type: 'contacts' }, { type: 'calculator' }, () => [])
      .exhaustive()
  );
}

/** A promotion's stored blocks (body or terms) as the bonus page's text blocks. */
export function promotionBlocks(stored: unknown, placeholders: Placeholders): CasinoBonusBlock[] {
  return readBlocks(stored).flatMap((block) => blockOf(block, placeholders));
}

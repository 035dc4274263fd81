import { z } from 'zod';
import { calculate, calculatorInput, CALCULATOR_LEGS } from './calculator';
import { attrs, escapeHtml, inlineHtml, safeHref, type Placeholders } from './html';
import { match } from 'ts-pattern';

/**
 * Stored page text: a JSON array of blocks. Text fields may hold `[label](/{lng}/path)` links and the placeholders
 * `{companyName}`, `{lng}`, `{year}`; nothing else is markup. The API renders the HTML, escaping every text.
 */
const Text = z.string().min(1).max(4000);
const Short = z.string().min(1).max(300);

export const BlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: Short }),
  z.object({ type: z.literal('subheading'), text: Short }),
  z.object({ type: z.literal('paragraph'), text: Text }),
  z.object({ type: z.literal('list'), ordered: z.boolean().default(false), items: z.array(Text).min(1).max(50) }),
  z.object({ type: z.literal('note'), tone: z.enum(['info', 'warning']).default('info'), text: Text }),
  z.object({
    type: z.literal('table'),
    caption: Short.optional(),
    head: z.array(Short).min(1).max(8),
    rows: z.array(z.array(z.string().max(300)).min(1).max(8)).min(1).max(60),
  }),
  z.object({ type: z.literal('contacts'), items: z.array(z.object({ label: Short, value: Short, href: z.string().max(500).optional() })).min(1).max(20) }),
  z.object({ type: z.literal('cards'), items: z.array(z.object({ title: Short, text: Text, href: z.string().max(500).optional() })).min(1).max(30) }),
  z.object({ type: z.literal('faq'), items: z.array(z.object({ question: Short, answer: Text })).min(1).max(30) }),
  /** The betting calculator's form and its result (information/betting-calculator). */
  z.object({ type: z.literal('calculator') }),
]);
export type Block = z.infer<typeof BlockSchema>;
/** A block as written (defaults such as `ordered: false` may be left out). */
export type BlockInput = z.input<typeof BlockSchema>;

/** Reads stored blocks, keeping the valid ones; `onInvalid` hears about each block that is not. */
export function readBlocks(stored: unknown, onInvalid: (index: number, problem: string) => void = () => undefined): Block[] {
  if (!Array.isArray(stored)) {
    onInvalid(-1, 'blocks are not an array');
    return [];
  }
  const blocks: Block[] = [];
  stored.forEach((value: unknown, index) => {
    const parsed = BlockSchema.safeParse(value);
    if (parsed.success) blocks.push(parsed.data);
    else onInvalid(index, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  });
  return blocks;
}

export interface BlockContext {
  readonly placeholders: Placeholders;
  /** The app's short texts in the page's language (calculator labels). */
  readonly text: (key: string) => string;
  /** The page's path (a form's action) and its query (the calculator's input). */
  readonly pagePath: string;
  readonly query: URLSearchParams;
}

function linkOrText(label: string, href: string | undefined, placeholders: Placeholders, className?: string): string {
  const target = href === undefined ? undefined : safeHref(inlineText(href, placeholders));
  const inner = escapeHtml(inlineText(label, placeholders));
  return target ? `<a${attrs({ href: target, class: className })}>${inner}</a>` : inner;
}

/** Placeholders filled, no links: for labels and attribute values. */
function inlineText(text: string, placeholders: Placeholders): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => placeholders[name] ?? whole);
}

function calculatorHtml(context: BlockContext): string {
  const input = calculatorInput(context.query);
  const outcome = calculate(input);
  const t = context.text;
  const legs = Array.from({ length: CALCULATOR_LEGS }, (_, index) => input.odds[index] ?? '');
  const fields = legs
    .map(
      (value, index) =>
        `<label class="ra-calc__field"><span>${escapeHtml(t('calculator.leg').replace('{n}', String(index + 1)))}</span>` +
        `<input${attrs({ name: 'odds', inputmode: 'decimal', autocomplete: 'off', placeholder: index === 0 ? '1.85' : undefined, value })}></label>`,
    )
    .join('');
  const result = match(outcome)
    .with({ kind: 'empty' }, () => '')
    .with({ kind: 'invalid' }, ({ field }) => `<p class="ra-calc__error" role="alert">${escapeHtml(t(field === 'stake' ? 'calculator.invalid_stake' : 'calculator.invalid_odds'))}</p>`)
    .with(
      { kind: 'result' },
      ({ totalOdds, payout, profit }) =>
        `<dl class="ra-calc__result">` +
        `<dt>${escapeHtml(t('calculator.total_odds'))}</dt><dd>${escapeHtml(totalOdds)}</dd>` +
        `<dt>${escapeHtml(t('calculator.payout'))}</dt><dd><output>${escapeHtml(payout)}</output></dd>` +
        `<dt>${escapeHtml(t('calculator.profit'))}</dt><dd>${escapeHtml(profit)}</dd>` +
        `</dl>`,
    )
    .exhaustive();
  return (
    `<form class="ra-calc" method="get"${attrs({ action: context.pagePath })}>` +
    `<label class="ra-calc__field"><span>${escapeHtml(t('calculator.stake'))}</span>` +
    `<input${attrs({ name: 'stake', inputmode: 'decimal', autocomplete: 'off', placeholder: '10.00', value: input.stake })}></label>` +
    `<fieldset class="ra-calc__legs"><legend>${escapeHtml(t('calculator.legs'))}</legend>${fields}</fieldset>` +
    `<button type="submit">${escapeHtml(t('calculator.submit'))}</button>` +
    `</form>${result}`
  );
}

export function renderBlock(block: Block, context: BlockContext): string {
  const inline = (text: string) => inlineHtml(text, context.placeholders);
  return match(block)
    .with({ type: 'heading' }, (block) => `<h2>${inline(block.text)}</h2>`)
    .with({ type: 'subheading' }, (block) => `<h3>${inline(block.text)}</h3>`)
    .with({ type: 'paragraph' }, (block) => `<p>${inline(block.text)}</p>`)
    .with({ type: 'list' }, (block) => {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`;
    })
    .with({ type: 'note' }, (block) => `<aside${attrs({ class: `ra-note ra-note--${block.tone}`, role: block.tone === 'warning' ? 'note' : undefined })}><p>${inline(block.text)}</p></aside>`)
    .with({ type: 'table' }, (block) => {
      const caption = block.caption ? `<caption>${inline(block.caption)}</caption>` : '';
      const head = `<thead><tr>${block.head.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('')}</tr></thead>`;
      const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('');
      return `<div class="ra-table"><table>${caption}${head}<tbody>${rows}</tbody></table></div>`;
    })
    .with({ type: 'contacts' }, (block) => `<dl class="ra-contacts">${block.items
          .map((item) => `<div><dt>${inline(item.label)}</dt><dd>${linkOrText(item.value, item.href, context.placeholders)}</dd></div>`)
          .join('')}</dl>`)
    .with({ type: 'cards' }, (block) => `<ul class="ra-cards">${block.items
          .map((item) => `<li class="ra-card"><h3>${linkOrText(item.title, item.href, context.placeholders)}</h3><p>${inline(item.text)}</p></li>`)
          .join('')}</ul>`)
    .with({ type: 'faq' }, (block) => `<div class="ra-faq">${block.items
          .map((item) => `<details><summary>${inline(item.question)}</summary><p>${inline(item.answer)}</p></details>`)
          .join('')}</div>`)
    .with({ type: 'calculator' }, () => calculatorHtml(context))
    .exhaustive();
}

export function renderBlocks(blocks: readonly Block[], context: BlockContext): string {
  return blocks.map((block) => renderBlock(block, context)).join('');
}

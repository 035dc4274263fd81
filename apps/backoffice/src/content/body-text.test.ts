import type { ContentBlock } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { blocksToText, textToBlocks } from './body-text';

const blocks: ContentBlock[] = [
  { type: 'heading', text: 'How it works' },
  { type: 'subheading', text: 'Step one' },
  { type: 'paragraph', text: 'Deposit on a Friday and [read the rules](/{lng}/information/rules).' },
  { type: 'list', ordered: false, items: ['One reload a week', 'Wagering x30'] },
  { type: 'list', ordered: true, items: ['Deposit', 'Play'] },
  { type: 'note', tone: 'warning', text: 'Bonus money cannot be withdrawn.' },
  { type: 'note', tone: 'info', text: 'Ask support.' },
  { type: 'table', head: ['Deposit', 'Bonus'], rows: [['10', '5'], ['100', '50']] },
];

describe('a body as the editor types it', () => {
  it('writes the short forms and reads them back as the same blocks', () => {
    const text = blocksToText(blocks);
    expect(text).toBe(
      [
        '## How it works',
        '### Step one',
        'Deposit on a Friday and [read the rules](/{lng}/information/rules).',
        '- One reload a week\n- Wagering x30',
        '1. Deposit\n2. Play',
        '>! Bonus money cannot be withdrawn.',
        '> Ask support.',
        '| Deposit | Bonus |\n| 10 | 5 |\n| 100 | 50 |',
      ].join('\n\n'),
    );
    expect(textToBlocks(text)).toEqual({ ok: true, blocks });
  });

  it('keeps as JSON what the short forms cannot say, so saving an untouched body changes nothing', () => {
    const odd: ContentBlock[] = [
      { type: 'cards', items: [{ title: 'Slots', text: 'Spin' }] },
      { type: 'table', caption: 'Rates', head: ['a'], rows: [['b']] },
      { type: 'paragraph', text: '## not a heading' },
      { type: 'paragraph', text: 'two\nlines' },
      { type: 'list', items: ['default order'] },
    ];
    const text = blocksToText(odd);
    expect(text).toContain('```json\n{"type":"cards"');
    expect(textToBlocks(text)).toEqual({ ok: true, blocks: [...odd.slice(0, 4), { type: 'list', ordered: false, items: ['default order'] }] });
  });

  it('reads typed text: lines of a paragraph joined, a Markdown table separator skipped, a broken JSON block named', () => {
    expect(textToBlocks('First line\nsecond line\n\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n')).toEqual({
      ok: true,
      blocks: [
        { type: 'paragraph', text: 'First line second line' },
        { type: 'table', head: ['a', 'b'], rows: [['1', '2']] },
      ],
    });
    expect(textToBlocks('Intro\n\n```json\n{"type":"faq","items":[]}\n```\n\n```json\n{oops\n```')).toEqual({ ok: false, fence: 2 });
    expect(textToBlocks('   \n')).toEqual({ ok: true, blocks: [] });
  });
});

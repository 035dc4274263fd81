import { describe, expect, it } from 'vitest';
import { inlineRuns, promotionBlocks } from './promotion-blocks';

const placeholders = { companyName: 'Apex Bet', lng: 'en', year: '2026' };

describe('a promotion’s stored text for the bonus page', () => {
  it('fills placeholders and keeps same-origin links, turning any other link into plain text', () => {
    expect(inlineRuns('Play at {companyName}: [slots](/{lng}/slots), [evil](javascript:alert(1)) or [out](https://example.com).', placeholders)).toEqual([
      { text: 'Play at Apex Bet: ' },
      { text: 'slots', href: '/en/slots' },
      { text: ', ' },
      { text: 'evil' },
      { text: ') or ' },
      { text: 'out' },
      { text: '.' },
    ]);
  });

  it('keeps headings, paragraphs, notes and lists; drops blocks that belong to other pages and invalid ones', () => {
    const stored = [
      { type: 'heading', text: 'How it works' },
      { type: 'paragraph', text: 'Deposit on Friday.' },
      { type: 'list', ordered: true, items: ['One', 'Two'] },
      { type: 'calculator' },
      { type: 'paragraph' },
      { type: 'note', text: '18+' },
    ];
    expect(promotionBlocks(stored, placeholders)).toEqual([
      { type: 'heading', text: [{ text: 'How it works' }] },
      { type: 'paragraph', text: [{ text: 'Deposit on Friday.' }] },
      { type: 'list', ordered: true, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
      { type: 'note', text: [{ text: '18+' }] },
    ]);
    expect(promotionBlocks('not blocks', placeholders)).toEqual([]);
  });
});

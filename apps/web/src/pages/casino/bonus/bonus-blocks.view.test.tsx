import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BonusBlocks } from './BonusBlocks';

describe('a casino offer’s text blocks', () => {
  it('renders headings, paragraphs, notes and lists as text, never as markup', () => {
    const html = renderToString(
      <BonusBlocks
        blocks={[
          { type: 'heading', text: [{ text: 'How it works' }] },
          { type: 'paragraph', text: [{ text: '<b>Deposit</b> on Friday.' }] },
          { type: 'note', text: [{ text: '18+' }] },
          { type: 'list', ordered: true, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
          { type: 'list', ordered: false, items: [[{ text: 'Three' }]] },
        ]}
      />,
    );
    expect(html).toBe(
      '<h3><span>How it works</span></h3><p><span>&lt;b&gt;Deposit&lt;/b&gt; on Friday.</span></p><p class="bonus-casino-note"><span>18+</span></p>' +
        '<ol><li><span>One</span></li><li><span>Two</span></li></ol><ul><li><span>Three</span></li></ul>',
    );
  });
});

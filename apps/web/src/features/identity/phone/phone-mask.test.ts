import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, maskCapacity, maskPlaceholder, phoneDigits } from './phone-mask';

const masks = fc.stringMatching(/^[#() -]{0,20}$/);
const digitString = fc.stringMatching(/^\d{0,16}$/);

describe('phone masks', () => {
  it('keeps every digit, in order, whatever the mask', () => {
    fc.assert(fc.property(digitString, masks, (digits, mask) => phoneDigits(formatPhone(digits, mask), 99) === digits));
  });

  it('never ends in a mask character', () => {
    fc.assert(fc.property(digitString, masks, (digits, mask) => formatPhone(digits, mask) === '' || /\d$/.test(formatPhone(digits, mask))));
  });

  it('formats a full number exactly as the mask', () => {
    fc.assert(
      fc.property(masks, fc.nat(), (mask, seed) => {
        const digits = Array.from({ length: maskCapacity(mask) }, (_, index) => String((seed + index) % 10)).join('');
        const formatted = formatPhone(digits, mask);
        return formatted.replace(/\d/g, '#') === mask.replace(/[^#]*$/, '');
      }),
    );
  });

  it('cuts typed text to digits and to the maximum', () => {
    fc.assert(fc.property(fc.string(), fc.nat({ max: 20 }), (text, max) => /^\d*$/.test(phoneDigits(text, max)) && phoneDigits(text, max).length <= max));
  });

  it.each([
    ['9990001122', '(###) ###-##-##', '(999) 000-11-22'],
    ['999', '(###) ###-##-##', '(999'],
    ['9990', '(###) ###-##-##', '(999) 0'],
    ['501234567', '## ###-##-##', '50 123-45-67'],
    ['', '(###) ###-##-##', ''],
  ])('%s with %s reads %s', (digits, mask, expected) => {
    expect(formatPhone(digits, mask)).toBe(expected);
  });

  it('shows the mask as a placeholder of zeros', () => {
    expect(maskPlaceholder('(###) ###-##-##')).toBe('(000) 000-00-00');
    expect(maskCapacity('## ###-##-##')).toBe(9);
  });
});

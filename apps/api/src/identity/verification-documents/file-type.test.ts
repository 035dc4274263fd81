import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayFileName, DOCUMENT_SIGNATURES, sniffDocumentType } from './file-type';

const bytes = (values: readonly number[]) => Uint8Array.from(values);
const rest = fc.uint8Array({ maxLength: 64 });
const startsWithSignature = (content: Uint8Array) => DOCUMENT_SIGNATURES.some((signature) => signature.bytes.every((byte, index) => content[index] === byte));

describe('sniffDocumentType', () => {
  it('a known signature followed by anything is that type', () => {
    fc.assert(fc.property(fc.constantFrom(...DOCUMENT_SIGNATURES), rest, (signature, tail) => sniffDocumentType(bytes([...signature.bytes, ...tail])) === signature.mime));
  });

  it('anything else is refused', () => {
    fc.assert(fc.property(rest.filter((content) => !startsWithSignature(content)), (content) => sniffDocumentType(content) === null));
  });

  it('a cut-off signature is refused', () => {
    for (const signature of DOCUMENT_SIGNATURES) {
      for (let length = 0; length < signature.bytes.length; length += 1) expect(sniffDocumentType(bytes(signature.bytes.slice(0, length)))).toBeNull();
    }
  });

  it.each([
    ['JPEG (JFIF)', [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'image/png'],
    ['PDF', [...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
    ['GIF', [...Buffer.from('GIF89a')], null],
    ['HTML', [...Buffer.from('<html><script>')], null],
    ['PDF without the dash', [...Buffer.from('%PDF')], null],
    ['empty', [], null],
  ])('%s', (_name, content, expected) => {
    expect(sniffDocumentType(bytes(content))).toBe(expected);
  });
});

describe('displayFileName', () => {
  it('never has a path, control characters or more than 200 characters, and is never empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (name) => {
        const shown = displayFileName(name);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(200);
        // eslint-disable-next-line no-control-regex
        expect(shown).not.toMatch(/[\\/\u0000-\u001f\u007f]/);
      }),
    );
  });

  it.each([
    ['C:\\Users\\me\\passport.jpg', 'passport.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['scan\u0000.pdf', 'scan.pdf'],
    ['', 'document'],
    [undefined, 'document'],
  ])('%j → %s', (name, expected) => {
    expect(displayFileName(name)).toBe(expected);
  });
});

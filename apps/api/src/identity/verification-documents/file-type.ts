import type { DocumentMimeType } from '@betting/contracts';

const SIGNATURES: readonly { readonly mime: DocumentMimeType; readonly bytes: readonly number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's type by its first bytes (its name and the browser's claim are never trusted); null for anything else. */
export function sniffDocumentType(content: Uint8Array): DocumentMimeType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.length <= content.length && signature.bytes.every((byte, index) => content[index] === byte));
  return match?.mime ?? null;
}

export const DOCUMENT_SIGNATURES = SIGNATURES;

/** A name fit to show back: the last path segment, no control characters, at most 200 characters. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean === '' ? 'document' : clean;
}

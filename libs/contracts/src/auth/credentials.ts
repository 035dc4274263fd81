/**
 * Spec §5: "Login by e-mail id sends login and password encoded". Our encoding: base64 of the UTF-8 bytes, so any
 * character survives form encoding and proxies' logs never show the password in clear at a glance. It is an
 * encoding, not a secret: the transport is HTTPS. The server decodes with `decodeCredential` and refuses what is not
 * valid base64 of valid UTF-8.
 */
export function encodeCredential(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The text `encodeCredential` encoded, or null when `encoded` is not canonical base64 of UTF-8. */
export function decodeCredential(encoded: string): string | null {
  if (!BASE64.test(encoded)) return null;
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

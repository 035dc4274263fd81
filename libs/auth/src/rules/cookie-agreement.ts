export type CookieAgreementTimeAction =
  | { readonly kind: 'send'; readonly time: number }
  | { readonly kind: 'keep-pending'; readonly time: number }
  | { readonly kind: 'nothing' };

/**
 * The cookie-agreement time reaches the server only for a signed-in person (spec §4): a guest's answer waits as
 * pending and is sent, then cleared, once the session is found. A new answer replaces a pending one.
 */
export function cookieAgreementTimeAction(input: {
  readonly signedIn: boolean;
  readonly pending: number | null;
  readonly agreedAt: number | null;
}): CookieAgreementTimeAction {
  const time = input.agreedAt ?? input.pending;
  if (time === null) return { kind: 'nothing' };
  if (input.signedIn) return { kind: 'send', time };
  return input.agreedAt === null ? { kind: 'nothing' } : { kind: 'keep-pending', time };
}

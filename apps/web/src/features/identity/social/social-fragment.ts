import { SocialCallbackFragmentSchema, type SocialNetworksResponse } from '@betting/contracts';
import * as z from 'zod/mini';

export type SocialNetwork = SocialNetworksResponse['networks'][number];

/**
 * What a social sign-in left in the landing page's fragment (SocialCallbackFragment): a refusal to explain, a
 * one-time token to finish registering with, or a second-step code on its way. A plain landing means signed in.
 */
export type SocialLanding =
  | { readonly kind: 'error'; readonly code: string }
  | { readonly kind: 'register'; readonly token: string; readonly provider: SocialNetwork }
  | { readonly kind: 'two_step'; readonly channel: 'sms' | 'email' };

export interface SocialFragmentReading {
  readonly landing: SocialLanding;
  /** The fragment without the social keys (`''` when nothing else was in it), to put back in the address. */
  readonly rest: string;
}

const SOCIAL_KEYS = ['social_error', 'social_token', 'social_provider', 'two_step'] as const;

/**
 * Reads a fragment (`#…`, or without the `#`). Null when it carries no social key, so other fragments are left
 * alone. A social fragment that breaks the contract reads as the `invalid_request` refusal.
 */
export function readSocialFragment(hash: string): SocialFragmentReading | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  if (!SOCIAL_KEYS.some((key) => params.has(key))) return null;
  const fields: Record<string, string> = {};
  for (const key of SOCIAL_KEYS) {
    const value = params.get(key);
    if (value !== null) fields[key] = value;
    params.delete(key);
  }
  return { landing: landingOf(fields), rest: params.toString() };
}

function landingOf(fields: Record<string, string>): SocialLanding {
  const parsed = z.safeParse(SocialCallbackFragmentSchema, fields);
  if (!parsed.success) return { kind: 'error', code: 'invalid_request' };
  const { social_error: error, social_token: token, social_provider: provider, two_step: channel } = parsed.data;
  if (error !== undefined) return { kind: 'error', code: error === '' ? 'unknown_error' : error };
  if (token !== undefined) return token !== '' && provider !== undefined ? { kind: 'register', token, provider } : { kind: 'error', code: 'invalid_request' };
  if (channel !== undefined) return { kind: 'two_step', channel };
  return { kind: 'error', code: 'invalid_request' };
}

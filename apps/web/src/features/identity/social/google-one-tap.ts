import { GoogleOneTapClientIdResponseSchema, GoogleOneTapResponseSchema, SocialPaths } from '@betting/contracts';
import { apiRequest } from '../../../shared/api/api';

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** Google's script did not load (blocked, offline): one-tap is off, every other way to sign in stays. */
export class GoogleOneTapScriptError extends Error {
  constructor(src: string) {
    super(`Google one-tap script failed to load: ${src}`);
    this.name = 'GoogleOneTapScriptError';
  }
}

/** The part of Google Identity Services one-tap uses. */
export interface GsiApi {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean }): void;
  prompt(): void;
  cancel(): void;
}

interface ScriptElement {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once: boolean }): void;
}
/** The parts of `document` the loader touches (a test passes its own). */
export interface ScriptHost<Element extends ScriptElement> {
  createElement(tag: 'script'): Element;
  readonly head: { appendChild(node: Element): unknown };
}

/** Adds the script once it is needed; rejects with a {@link GoogleOneTapScriptError} when it cannot load. */
export function loadScript<Element extends ScriptElement>(host: ScriptHost<Element>, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = host.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new GoogleOneTapScriptError(src)), { once: true });
    host.head.appendChild(script);
  });
}

export interface OneTapDeps {
  readonly clientId: () => Promise<string>;
  readonly loadScript: (src: string) => Promise<void>;
  /** `window.google.accounts.id` once the script has run. */
  readonly gsi: () => GsiApi | undefined;
  /** Posts the credential; resolves with where to go. */
  readonly submit: (credential: string) => Promise<string>;
  readonly follow: (redirectUrl: string) => void;
  readonly logError: (message: string, error: unknown) => void;
}

export type OneTapStart = { readonly status: 'prompted'; readonly stop: () => void } | { readonly status: 'failed'; readonly error: unknown };

/**
 * Google one-tap (spec §7): the client id from the API, Google's script loaded only now, the prompt, and the
 * credential posted back. Any failure is logged and ends here: it never touches the other ways to sign in.
 */
export async function startGoogleOneTap(deps: OneTapDeps): Promise<OneTapStart> {
  try {
    const clientId = await deps.clientId();
    await deps.loadScript(GSI_SCRIPT_URL);
    const gsi = deps.gsi();
    if (!gsi) throw new GoogleOneTapScriptError(GSI_SCRIPT_URL);
    gsi.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (!credential) return;
        deps.submit(credential).then(deps.follow, (error: unknown) => deps.logError('google one-tap sign-in failed', error));
      },
    });
    gsi.prompt();
    return { status: 'prompted', stop: () => gsi.cancel() };
  } catch (error) {
    deps.logError('google one-tap unavailable', error);
    return { status: 'failed', error };
  }
}

export const fetchOneTapClientId = async (): Promise<string> =>
  (await apiRequest({ method: 'GET', path: SocialPaths.googleOneTapClientId, schema: GoogleOneTapClientIdResponseSchema })).clientId;

export interface OneTapFormFields {
  readonly language: string;
  readonly currency: string;
  readonly countryId: number | undefined;
  readonly refCode: string | null;
  readonly returnTo: string;
}

/** The multipart form of the one-tap POST (every field a string). */
export function oneTapForm(credential: string, fields: OneTapFormFields): FormData {
  const form = new FormData();
  form.set('credential', credential);
  form.set('language', fields.language);
  form.set('currency', fields.currency);
  if (fields.countryId !== undefined) form.set('countryId', String(fields.countryId));
  if (fields.refCode) form.set('ref_code', fields.refCode);
  form.set('return_to', fields.returnTo);
  return form;
}

export const postOneTapCredential = async (form: FormData): Promise<string> =>
  (await apiRequest({ method: 'POST', path: SocialPaths.googleOneTap, body: form, schema: GoogleOneTapResponseSchema })).redirectUrl;

import { GoogleOneTapFormSchema } from '@betting/contracts';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { GoogleOneTapScriptError, GSI_SCRIPT_URL, loadScript, oneTapForm, startGoogleOneTap, type GsiApi, type OneTapDeps } from './google-one-tap';

interface FakeScript {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  fire(): void;
}

/** A document whose one script fires `outcome` once appended. */
function scriptHost(outcome: 'load' | 'error') {
  const appended: string[] = [];
  const host = {
    createElement: (): FakeScript => {
      const listeners = new Map<string, () => void>();
      return { src: '', async: false, addEventListener: (type: 'load' | 'error', listener: () => void) => void listeners.set(type, listener), fire: () => listeners.get(outcome)?.() };
    },
    head: {
      appendChild: (node: FakeScript) => {
        appended.push(node.src);
        queueMicrotask(node.fire);
      },
    },
  };
  return { host, appended };
}

function fakeGsi() {
  const calls: string[] = [];
  let callback: ((answer: { credential?: string }) => void) | undefined;
  let clientId: string | undefined;
  const gsi: GsiApi = {
    initialize: (options) => {
      calls.push('initialize');
      clientId = options.client_id;
      callback = options.callback;
    },
    prompt: () => void calls.push('prompt'),
    cancel: () => void calls.push('cancel'),
  };
  return { gsi, calls, answer: (credential?: string) => callback?.(credential === undefined ? {} : { credential }), clientId: () => clientId };
}

function deps(overrides: Partial<OneTapDeps> = {}) {
  const logged: { message: string; error: unknown }[] = [];
  const followed: string[] = [];
  const submitted: string[] = [];
  const all: OneTapDeps = {
    clientId: async () => 'client-1',
    loadScript: async () => undefined,
    gsi: () => undefined,
    submit: async (credential) => {
      submitted.push(credential);
      return '/en';
    },
    follow: (url) => void followed.push(url),
    logError: (message, error) => void logged.push({ message, error }),
    ...overrides,
  };
  return { all, logged, followed, submitted };
}

describe('loading Google script', () => {
  it('appends it once, async, and resolves when it loads', async () => {
    const { host, appended } = scriptHost('load');
    await expect(loadScript<FakeScript>(host, GSI_SCRIPT_URL)).resolves.toBeUndefined();
    expect(appended).toEqual([GSI_SCRIPT_URL]);
  });

  it('rejects with a script error when it cannot load', async () => {
    const { host } = scriptHost('error');
    await expect(loadScript<FakeScript>(host, GSI_SCRIPT_URL)).rejects.toBeInstanceOf(GoogleOneTapScriptError);
  });
});

describe('Google one-tap', () => {
  it('logs a script that fails to load and goes no further', async () => {
    const { host } = scriptHost('error');
    const gsi = vi.fn(() => undefined);
    const { all, logged, submitted, followed } = deps({ loadScript: (src) => loadScript<FakeScript>(host, src), gsi });
    const started = await startGoogleOneTap(all);
    expect(started.status).toBe('failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.error).toBeInstanceOf(GoogleOneTapScriptError);
    expect(gsi).not.toHaveBeenCalled();
    expect([submitted, followed]).toEqual([[], []]);
  });

  it('logs a script that loaded without the API', async () => {
    const { all, logged } = deps();
    expect((await startGoogleOneTap(all)).status).toBe('failed');
    expect(logged[0]?.error).toBeInstanceOf(GoogleOneTapScriptError);
  });

  it('does not load the script when the client id cannot be had', async () => {
    const loadScriptSpy = vi.fn(async () => undefined);
    const refused = { kind: 'http', status: 404, error: { code: 'social_unavailable', message: '' } };
    const { all, logged } = deps({ clientId: () => Promise.reject(refused), loadScript: loadScriptSpy });
    expect(await startGoogleOneTap(all)).toEqual({ status: 'failed', error: refused });
    expect(loadScriptSpy).not.toHaveBeenCalled();
    expect(logged.map((entry) => entry.error)).toEqual([refused]);
  });

  it('prompts with the API client id, posts the credential and follows the answer', async () => {
    const google = fakeGsi();
    const { all, submitted, followed } = deps({ gsi: () => google.gsi });
    const started = await startGoogleOneTap(all);
    expect(started.status).toBe('prompted');
    expect(google.clientId()).toBe('client-1');
    expect(google.calls).toEqual(['initialize', 'prompt']);

    google.answer('id-token');
    await vi.waitFor(() => expect(followed).toEqual(['/en']));
    expect(submitted).toEqual(['id-token']);
    if (started.status === 'prompted') started.stop();
    expect(google.calls).toEqual(['initialize', 'prompt', 'cancel']);
  });

  it('logs a refused credential and navigates nowhere', async () => {
    const google = fakeGsi();
    const { all, logged, followed } = deps({ gsi: () => google.gsi, submit: () => Promise.reject(new Error('401')) });
    await startGoogleOneTap(all);
    google.answer('bad-token');
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(followed).toEqual([]);
  });

  it('ignores an answer without a credential', async () => {
    const google = fakeGsi();
    const { all, submitted } = deps({ gsi: () => google.gsi });
    await startGoogleOneTap(all);
    google.answer();
    await Promise.resolve();
    expect(submitted).toEqual([]);
  });
});

describe('the one-tap form', () => {
  it('meets the API contract, with country and promo code when known', () => {
    const form = oneTapForm('id-token', { language: 'pt', currency: 'RUB', countryId: 643, refCode: 'abc', returnTo: '/pt/live' });
    expect(Object.fromEntries(form.entries())).toEqual({ credential: 'id-token', language: 'pt', currency: 'RUB', countryId: '643', ref_code: 'abc', return_to: '/pt/live' });
    expect(z.parse(GoogleOneTapFormSchema, Object.fromEntries(form.entries()))).toMatchObject({ countryId: 643, currency: 'RUB' });
  });

  it('leaves out what is not known', () => {
    const form = oneTapForm('id-token', { language: 'en', currency: 'RUB', countryId: undefined, refCode: null, returnTo: '/en' });
    expect([...form.keys()].sort()).toEqual(['credential', 'currency', 'language', 'return_to']);
  });
});

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FrameElement } from './kit-client';

/** Just enough of an element for a frame's script; events fire by hand. */
export class FakeElement implements FrameElement {
  textContent: string | null = '';
  hidden: boolean;
  disabled: boolean;
  value = '';
  innerHTML = '';
  className = '';
  href = '';
  children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, ((event: { preventDefault(): void }) => void)[]>();
  constructor(flags: { hidden?: boolean; disabled?: boolean } = {}) {
    this.hidden = flags.hidden ?? false;
    this.disabled = flags.disabled ?? false;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  append(...children: FrameElement[]) {
    this.children.push(...(children as FakeElement[]));
  }
  replaceChildren(...children: FrameElement[]) {
    this.children = children as FakeElement[];
  }
  /** Fires `type`; true when a listener prevented the default. */
  fire(type: string) {
    let prevented = false;
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export const BALANCE_CHANGED = { message: { type: 'casino:balance-changed' }, origin: 'http://localhost' };

/**
 * The page served at `url`, its script run as the browser would (the same source text) against a fake document made
 * of the page's ids, with requests going to the app under the caller's cookies (the jar keeps what the app sets).
 * Timers run when `timers` is set (the wheel's spin); else they never fire (the crash curve's ticks). Reduced motion.
 */
export async function openFrame(app: FastifyInstance, url: string, cookies: Record<string, string>, options: { timers?: boolean } = {}) {
  const page = await app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const html = page.body;
  const elements = new Map<string, FakeElement>();
  for (const match of html.matchAll(/<\w+([^>]*?)\sid="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1]} ${match[3]}`;
    elements.set(match[2] ?? '', new FakeElement({ hidden: /\shidden\b/.test(attributes), disabled: /\sdisabled\b/.test(attributes) }));
  }
  const script = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const jar = { ...cookies };
  const messages: unknown[] = [];
  let pending = 0;
  const fetch = async (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    pending += 1;
    try {
      const response = await app.inject({ method: init.method as 'GET', url: path, headers: init.headers, cookies: jar, ...(init.body ? { payload: init.body } : {}) });
      for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
      return { status: response.statusCode, json: async () => response.json() };
    } finally {
      pending -= 1;
    }
  };
  const document = { getElementById: (id: string) => elements.get(id) ?? null, createElement: () => new FakeElement() };
  const window = { parent: { postMessage: (message: unknown, origin: string) => messages.push({ message, origin }) }, matchMedia: () => ({ matches: true }) };
  const setTimer = options.timers
    ? (work: () => void) => {
        setTimeout(work, 0);
        return 0;
      }
    : () => 0;
  new Function('document', 'fetch', 'window', 'location', 'setTimeout', 'clearTimeout', script)(document, fetch, window, { origin: 'http://localhost' }, setTimer, () => undefined);
  /** Until no request has been pending for a few turns of the event loop (at most 10 s). */
  const idle = async () => {
    const until = Date.now() + 10_000;
    for (let quiet = 0; quiet < 5 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      quiet = pending === 0 ? quiet + 1 : 0;
    }
  };
  await idle();
  const element = (id: string) => {
    const found = elements.get(id);
    if (!found) throw new Error(`the page has no #${id}`);
    return found;
  };
  const click = async (id: string) => {
    element(id).fire('click');
    await idle();
  };
  return { html, element, click, idle, messages, jar, text: (id: string) => element(id).textContent };
}

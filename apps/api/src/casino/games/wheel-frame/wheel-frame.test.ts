import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { PICK_TABLES, fortunaRound, pickRound } from '@betting/games';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import type { FrameElement } from '../frame/client';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { WHEEL_ELEMENT_IDS } from './wheel-client';

/** Just enough of an element for the wheel frame's script; events fire by hand. */
class FakeElement implements FrameElement {
  textContent: string | null = '';
  hidden: boolean;
  disabled: boolean;
  value = '';
  innerHTML = '';
  className = '';
  href = '';
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
  append() {}
  replaceChildren() {}
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault: () => undefined });
  }
}

/** The page at `url`, its script run as the browser would against a fake document of the page's ids, calls to the app. */
async function openFrame(app: FastifyInstance, url: string, cookies: Record<string, string>) {
  const page = await app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const elements = new Map<string, FakeElement>();
  for (const match of page.body.matchAll(/<\w+([^>]*?)\sid="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1]} ${match[3]}`;
    elements.set(match[2] ?? '', new FakeElement({ hidden: /\shidden\b/.test(attributes), disabled: /\sdisabled\b/.test(attributes) }));
  }
  const script = /<script>([\s\S]*)<\/script>/.exec(page.body)?.[1] ?? '';
  const messages: unknown[] = [];
  let pending = 0;
  const fetch = async (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    pending += 1;
    try {
      const response = await app.inject({ method: init.method as 'GET', url: path, headers: init.headers, cookies, ...(init.body ? { payload: init.body } : {}) });
      return { status: response.statusCode, json: async () => response.json() };
    } finally {
      pending -= 1;
    }
  };
  const document = { getElementById: (id: string) => elements.get(id) ?? null, createElement: () => new FakeElement() };
  const window = { parent: { postMessage: (message: unknown) => messages.push(message) }, matchMedia: () => ({ matches: true }) };
  const crypto = { getRandomValues: (bytes: Uint8Array) => bytes.map(() => Math.floor(Math.random() * 256)) };
  const setTimer = (work: () => void) => {
    setTimeout(work, 0);
    return 0;
  };
  new Function('document', 'fetch', 'window', 'location', 'setTimeout', 'clearTimeout', 'crypto', script)(document, fetch, window, { origin: 'http://localhost' }, setTimer, () => undefined, crypto);
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
  return { html: page.body, element, click, messages, text: (id: string) => element(id).textContent };
}

describe.each(enginesUnderTest())('the wheel game frames on $name', (engine) => {
  const site = gamesSite(engine);

  it.each([
    ['fortuna', 'Spin', 0],
    ['chest', 'Open chest', 3],
    ['safe', 'Open safe', 5],
    ['memory', 'Open cards', 12],
    ['lottery', 'Buy ticket', 20],
    ['dragon-bonus', 'Hatch egg', 4],
  ] as const)('the %s page holds every element its script reads, a "%s" button and its cells', async (kind, play, cells) => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(kind, { lng: 'en', demo: false }) });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const id of WHEEL_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain(`>${play}</button>`);
    expect(page.body.match(/id="cell-\d+"/g) ?? []).toHaveLength(cells);
    if (kind === 'fortuna') expect(page.body).toContain('id="rotor"');
  });

  it('a guest opening a -bonus game gets a sign-in notice in the page’s language, no game', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('chest-bonus', { lng: 'ru', demo: true }) });
    expect(page.body).toContain('Войдите, чтобы его увидеть');
    expect(page.body).toContain('href="/ru/user/login"');
    expect(page.body).not.toContain('<script>');
  });

  it('Fortuna, signed in: Spin takes the stake and pays the segment the lib computes; the balance shown is the ledger’s', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'fortuna', serverSeed: 'frame-fortuna-seed', clientSeed: 'frame' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('fortuna', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.text('balance')).toBe('1000.00 RUB');
    expect(frame.element('play').disabled).toBe(false);
    await frame.click('play');
    const outcome = fortunaRound({ serverSeed, clientSeed: 'frame', nonce: 0 }, { stake: 1_000 });
    const balance = 100_000 - 1_000 + outcome.payout;
    expect(await balanceOf(site.db, player.accountId)).toBe(balance);
    expect(frame.text('balance')).toBe(`${(balance / 100).toFixed(2)} RUB`);
    expect(frame.text('outcome')).toBe(outcome.payout > 0 ? `Win ${(outcome.payout / 100).toFixed(2)} RUB · ×${outcome.multiplier / 1000}`.replace(/×(\d+)\.(\d)$/, '×$1.$2') : 'No win this time');
    expect(frame.messages).toEqual([{ type: 'casino:balance-changed' }]);
  });

  it('Treasure Chests: the play button waits for a pick; the board opens with the pick marked', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'chest', serverSeed: 'frame-chest-seed', clientSeed: 'frame' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('chest', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element('play').disabled).toBe(true);
    await frame.click('cell-1');
    expect(frame.element('cell-1').attributes.get('aria-pressed')).toBe('true');
    expect(frame.element('play').disabled).toBe(false);
    await frame.click('play');
    const outcome = pickRound('chest', PICK_TABLES.chest, { serverSeed, clientSeed: 'frame', nonce: 0 }, { stake: 1_000, picks: [1] });
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 1_000 + outcome.payout);
    expect(frame.element('cell-1').attributes.get('aria-label')).toContain('(your pick)');
    expect(frame.element('cell-1').className).toContain('open');
  });

  it('a -bonus game with nothing on the bonus balance shows the notice and keeps Play off', async () => {
    const player = await newPlayer(site, 100_000);
    const frame = await openFrame(site.app, CasinoGamePaths.frame('safe-bonus', { lng: 'es', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element('bonus-empty').hidden).toBe(false);
    expect(frame.html).toContain('Sin saldo de bono de casino');
    await frame.click('cell-0');
    expect(frame.element('play').disabled).toBe(true);
    expect(frame.text('balance')).toBe('0.00 RUB');
  });
});

import { describe, expect, it } from 'vitest';
import { clientScriptSource, type FrameEnv, type MakeFrameKit } from './kit-client';

type Kit = ReturnType<MakeFrameKit>;
type Fetch = FrameEnv['fetch'];

/** The frame script as the browser gets it (the env's source included), run with a client that hands its kit out. */
function kitOf(fetch: Fetch): Kit {
  const client = (config: never, env: never, makeKit: MakeFrameKit) => {
    (globalThis as unknown as { frameKitUnderTest: Kit }).frameKitUnderTest = makeKit(config, env);
  };
  const script = clientScriptSource(client, { demo: false, texts: { errors: {} }, paths: { state: '/s', clientSeed: '/c', rotate: '/r', refill: '/f' }, query: '?demo=0', exponents: {}, verifyUrl: '/v' });
  const document = { getElementById: () => null, createElement: () => null };
  new Function('document', 'fetch', 'window', 'location', 'setTimeout', 'clearTimeout', script)(document, fetch, { parent: { postMessage: () => undefined } }, { origin: 'http://localhost' }, () => 0, () => undefined);
  return (globalThis as unknown as { frameKitUnderTest: Kit }).frameKitUnderTest;
}

describe('a game frame’s money calls keep their idempotency key until answered', () => {
  it('a round whose answer was lost goes again with its key; an answered round, or another stake, gets a new one', async () => {
    const keys: string[] = [];
    const endings: (number | 'lost')[] = ['lost', 502, 201, 201, 201];
    const kit = kitOf(async (_url, init) => {
      keys.push(init.headers['idempotency-key'] ?? '');
      const ending = endings.shift();
      if (ending === 'lost') throw new TypeError('Failed to fetch');
      return { status: ending ?? 201, json: async () => ({}) };
    });
    const play = (stake: number) => kit.call('POST', '/rounds', { stake }, true);
    await expect(play(100)).rejects.toThrow('Failed to fetch');
    expect((await play(100)).status).toBe(502);
    expect((await play(100)).status).toBe(201);
    await play(100);
    await play(200);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
    expect(new Set(keys).size).toBe(3);
  });

  it('calls that move no money carry no key', async () => {
    const headers: Record<string, string>[] = [];
    const kit = kitOf(async (_url, init) => {
      headers.push(init.headers);
      return { status: 200, json: async () => ({}) };
    });
    await kit.call('GET', '/state');
    expect(headers[0]).not.toHaveProperty('idempotency-key');
  });
});

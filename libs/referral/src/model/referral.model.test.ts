import { fixedClock } from '@betting/kernel';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ReferralCookieWrite } from '../rules/cookies';
import { memoryReferralCookies } from '../testing';
import { createReferralModel } from './referral.model';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY_MS = 86_400_000;

describe('referral model', () => {
  it('writes the landing query as cookies and gives registration the code', async () => {
    const model = createReferralModel({ clock: fixedClock(0), cookies: memoryReferralCookies() });
    const jar = memoryReferralCookies();
    const scope = fork({ values: [[model.__.$cookies, jar], [model.__.$clock, fixedClock(NOW)]] });
    await allSettled(model.pageOpened, { scope, params: { search: '?btag=abc123&lng=en' } });
    expect(jar.writes).toHaveLength(1);
    expect(jar.writes[0]?.find((write) => write.name === 'referral_values')).toEqual({
      name: 'referral_values',
      value: '{"type":"reflinkid","val":"abc123","additional":{}}',
      maxAgeSeconds: 60 * 86_400,
      expiresAt: NOW + 60 * DAY_MS,
    });
    expect(scope.getState(model.$refCode)).toBe('abc123');
  });

  it('writes nothing for a query without referral parameters and keeps the code captured earlier', async () => {
    const model = createReferralModel({ clock: fixedClock(NOW), cookies: memoryReferralCookies() });
    const jar = memoryReferralCookies({ refererid: 'friend7' });
    const scope = fork({ values: [[model.__.$cookies, jar]] });
    await allSettled(model.pageOpened, { scope, params: { search: '?utm_campaign=spring' } });
    expect(jar.writes).toEqual([]);
    expect(scope.getState(model.$refCode)).toBe('friend7');
  });

  it('lets a test replace the writer with a handler', async () => {
    const model = createReferralModel({ clock: fixedClock(NOW), cookies: memoryReferralCookies() });
    const writeCookies = vi.fn<(writes: readonly ReferralCookieWrite[]) => void>();
    const scope = fork({ handlers: [[model.writeCookiesFx, writeCookies], [model.__.readCookiesFx, () => ({ refererid: 'from-browser' })]] });
    await allSettled(model.pageOpened, { scope, params: { search: 'ref=friend7&subid=s1' } });
    expect(writeCookies).toHaveBeenCalledTimes(1);
    expect(writeCookies.mock.calls[0]?.[0].map((write) => write.name)).toEqual(['refererid', 'subid', 'postback_watcher']);
    // The browser has the last word: the code comes from what is read back.
    expect(scope.getState(model.$refCode)).toBe('from-browser');
  });

  it('still reads the cookies when the writer fails', async () => {
    const model = createReferralModel({ clock: fixedClock(NOW), cookies: memoryReferralCookies() });
    const scope = fork({
      handlers: [
        [model.writeCookiesFx, () => Promise.reject(new Error('cookies refused'))],
        [model.__.readCookiesFx, () => ({})],
      ],
    });
    await allSettled(model.pageOpened, { scope, params: { search: '?ref=friend7' } });
    expect(scope.getState(model.$refCode)).toBeNull();
  });

  it('keeps two scopes apart', async () => {
    const model = createReferralModel({ clock: fixedClock(NOW), cookies: memoryReferralCookies() });
    const first = fork({ values: [[model.__.$cookies, memoryReferralCookies()]] });
    const second = fork({ values: [[model.__.$cookies, memoryReferralCookies()]] });
    await allSettled(model.pageOpened, { scope: first, params: { search: '?ref=friend7' } });
    expect(first.getState(model.$refCode)).toBe('friend7');
    expect(second.getState(model.$refCode)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { takeSocialFragment, type LandingWindow } from './social-landing';

function fakeWindow(pathname: string, search: string, hash: string) {
  const replaced: { state: unknown; url: string }[] = [];
  const state = { __TSR_index: 3 };
  const win: LandingWindow = {
    location: { pathname, search, hash },
    history: { state, replaceState: (data, _unused, url) => void replaced.push({ state: data, url }) },
  };
  return { win, replaced, state };
}

describe('taking the social landing out of the address', () => {
  it('returns the outcome and rewrites the address without it, keeping the history entry', () => {
    const { win, replaced, state } = fakeWindow('/en/user/login', '?state=x', '#two_step=sms');
    expect(takeSocialFragment(win)).toEqual({ kind: 'two_step', channel: 'sms' });
    expect(replaced).toEqual([{ state, url: '/en/user/login?state=x' }]);
  });

  it('keeps the rest of the fragment', () => {
    const { win, replaced } = fakeWindow('/en', '', '#social_error=invalid_token&tab=live');
    expect(takeSocialFragment(win)).toEqual({ kind: 'error', code: 'invalid_token' });
    expect(replaced.map((entry) => entry.url)).toEqual(['/en#tab=live']);
  });

  it('touches nothing when the fragment is not a social one', () => {
    for (const hash of ['', '#', '#content', '#tab=live']) {
      const { win, replaced } = fakeWindow('/en', '', hash);
      expect(takeSocialFragment(win)).toBeNull();
      expect(replaced).toEqual([]);
    }
  });
});

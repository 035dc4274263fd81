import type { UserConfig } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { __, confirmTermsEnabledChanged, pageVisibilityChanged, session } from './session.model';
import { signedIn } from './session-state';
import { userConfigQuery } from './user-config.model';

type Call = 'fingerprint' | 'secureData' | 'termsStatus' | 'userConfig';

/** One page load: a scope whose calls answer at once and are counted; `userId` is what the session check finds. */
function pageLoad(userId: number | null) {
  const calls: Record<Call, number> = { fingerprint: 0, secureData: 0, termsStatus: 0, userConfig: 0 };
  const counted =
    <T,>(call: Call, answer: T) =>
    async () => {
      calls[call] += 1;
      return answer;
    };
  const scope = fork({
    handlers: [
      [__.checkSessionFx, async () => ({ userId })],
      [__.ensureFingerprintFx, counted('fingerprint', undefined)],
      [__.loadSecureDataFx, counted('secureData', { ggru: 'g', grant: 'grant' })],
      [__.loadTermsStatusFx, counted('termsStatus', { changed: false, updatedAt: '' })],
      [userConfigQuery.__.executeFx, counted('userConfig', { user_id: userId, disallow_line_sport: [], disallow_live_sport: [] } as unknown as UserConfig)],
    ],
  });
  const start = async ({ confirmTermsEnabled }: { readonly confirmTermsEnabled: boolean }) => {
    // A hidden page: the 60 s status refresh stays off, so allSettled can end.
    await allSettled(pageVisibilityChanged, { scope, params: false });
    await allSettled(confirmTermsEnabledChanged, { scope, params: confirmTermsEnabled });
    await allSettled(session.appStarted, { scope });
  };
  return { scope, calls, start };
}

const ONCE_EACH: Record<Call, number> = { fingerprint: 1, secureData: 1, termsStatus: 1, userConfig: 1 };

describe('session start-up calls', () => {
  it('a session found on start loads the fingerprint, secure data, terms status and user config once each', async () => {
    const page = pageLoad(7);
    await page.start({ confirmTermsEnabled: true });
    expect(page.calls).toEqual(ONCE_EACH);
    expect(page.scope.getState(session.$userId)).toBe(7);
  });

  it('signing in on a page and loading the next one runs each call once, on the next page', async () => {
    const signInPage = pageLoad(null);
    await signInPage.start({ confirmTermsEnabled: true });
    await allSettled(signedIn, { scope: signInPage.scope, params: 7 });
    expect(signInPage.calls).toEqual({ fingerprint: 1, secureData: 0, termsStatus: 0, userConfig: 0 });
    expect(signInPage.scope.getState(session.$userId)).toBe(7);

    const nextPage = pageLoad(7);
    await nextPage.start({ confirmTermsEnabled: true });
    expect(nextPage.calls).toEqual(ONCE_EACH);
  });

  it('the terms status loads once when the site config enabling it arrives after the session, and not again for the same flag', async () => {
    const page = pageLoad(7);
    await page.start({ confirmTermsEnabled: false });
    expect(page.calls.termsStatus).toBe(0);
    await allSettled(confirmTermsEnabledChanged, { scope: page.scope, params: true });
    await allSettled(confirmTermsEnabledChanged, { scope: page.scope, params: true });
    expect(page.calls).toEqual(ONCE_EACH);
  });

  it('a guest loads only the fingerprint', async () => {
    const page = pageLoad(null);
    await page.start({ confirmTermsEnabled: true });
    expect(page.calls).toEqual({ fingerprint: 1, secureData: 0, termsStatus: 0, userConfig: 0 });
  });
});

import type { RemoteAppResponse } from '@betting/contracts';
import fc from 'fast-check';
import type { AssetPlan } from './rules/assets';
import type { RemoteAppsHost } from './model/remote-apps.model';

/** A full remote-app answer; every field can be overridden. */
export function remoteAppResponseFixture(overrides: Partial<RemoteAppResponse> = {}): RemoteAppResponse {
  return {
    body: '<section><h1>About us</h1></section>',
    style: '.about{color:#e6edf3}',
    cssToLoad: ['/remote-apps/assets/content.css'],
    appName: 'content',
    title: 'About us',
    codeToEval: 'window.__remoteContent = (window.__remoteContent || 0) + 1;',
    scriptsToLoad: ['/remote-apps/assets/content.js'],
    head: '',
    ...overrides,
  };
}

const arbUrl = fc.stringMatching(/^\/remote-apps\/assets\/[a-z]{1,6}\.(css|js)$/);

/** Any well-formed answer for `appName`. */
export function arbRemoteAppResponse(appName = 'content'): fc.Arbitrary<RemoteAppResponse> {
  return fc.record({
    body: fc.string({ maxLength: 40 }),
    style: fc.oneof(fc.constant(''), fc.stringMatching(/^\.[a-z]{1,4}\{color:red\}$/)),
    cssToLoad: fc.array(arbUrl, { maxLength: 3 }),
    appName: fc.constant(appName),
    title: fc.string({ maxLength: 10 }),
    codeToEval: fc.oneof(fc.constant(''), fc.constant('void 0;')),
    scriptsToLoad: fc.array(arbUrl, { maxLength: 3 }),
    head: fc.constant(''),
  });
}

/** A host that records the plans it was asked to apply. */
export function recordingHost(): RemoteAppsHost & { readonly plans: AssetPlan[] } {
  const plans: AssetPlan[] = [];
  return { plans, apply: (plan) => void plans.push(plan) };
}

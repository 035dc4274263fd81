import { createApiClient, type CaptchaSolver } from './pipeline/api-client';
import { createTokenSource } from './pipeline/token';
import { takePrefetchedData } from './first-view-data';
import { takePrefetched } from './prefetched';

/** What the app plugs into the pipeline once its parts exist (the captcha dialog, the session, the router). */
export const pipelineHooks: { solveCaptcha?: CaptchaSolver; onTermsChanged?: () => void; onSessionLost?: () => void; fingerprint?: () => string | undefined } = {};

export const userTokens = createTokenSource({ fetchImpl: (...args) => fetch(...args), now: () => Date.now() });

/** The site's one request pipeline (see pipeline/api-client.ts). */
export const apiRequest = createApiClient({
  // A GET the first HTML already answered is taken from the page, once (prefetched.ts).
  fetchImpl: async (input, init) => (typeof input === 'string' ? takePrefetched(input, init?.method) : undefined) ?? fetch(input, init),
  // ...and as the very objects the first view shows, when they were parsed with the call's contract.
  answered: takePrefetchedData,
  tokens: userTokens,
  fingerprint: () => pipelineHooks.fingerprint?.(),
  solveCaptcha: (code) => (pipelineHooks.solveCaptcha ? pipelineHooks.solveCaptcha(code) : Promise.resolve(null)),
  onTermsChanged: () => pipelineHooks.onTermsChanged?.(),
  onSessionLost: () => pipelineHooks.onSessionLost?.(),
});

export { failureCode, isApiFailure } from './pipeline/failures';
export type { ApiFailure } from './pipeline/failures';
export type { ApiCall, CaptchaSolver } from './pipeline/api-client';

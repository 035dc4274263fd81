import { allSettled, type Scope } from 'effector';
import { nextTask } from '../shared/lib/next-task';

/**
 * What starts once the page has loaded, one after the other, each in a chunk of its own and a task of its own once the
 * one before has loaded and started: work that can wait never piles up into one long task.
 */
export async function startAfterLoad(scope: Scope, landingSearch: string): Promise<void> {
  const steps: readonly (() => Promise<unknown>)[] = [
    // The offline worker.
    () => import('../shared/pwa/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()),
    // Referral capture (spec §7): the landing query as it arrived becomes cookies.
    () => import('../shared/referral').then(({ referral }) => void allSettled(referral.pageOpened, { scope, params: { search: landingSearch } })),
    // The notices (update check, ad-block, maintenance warning); fired, not awaited: the update check's interval keeps
    // the scope busy for the page's whole life.
    () =>
      import('./notices').then(({ notices, noticesStarted, detectAdBlock }) => {
        void allSettled(noticesStarted, { scope });
        void allSettled(notices.adBlockChecked, { scope, params: detectAdBlock() });
      }),
    // Marketing counters (consent-gated, 10 s after start or at once on registration routes).
    () => import('./analytics-counters').then(({ analyticsCounters }) => void allSettled(analyticsCounters.started, { scope, params: { domain: window.location.hostname, path: `${window.location.pathname}${window.location.search}` } })),
  ];
  for (const step of steps) {
    await nextTask();
    await step().catch(reportError);
  }
}

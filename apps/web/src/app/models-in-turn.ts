import { nextTask } from '../shared/lib/next-task';

/**
 * The models the session and a first view's layout start with, in the order they import each other. Evaluated with
 * the page's chunk, they held a phone's main thread for one long task; a group at a time, no task is long.
 */
const GROUPS = [
  () => import('../entities/session/user-config.model'),
  () => import('../entities/session/session.model'),
  () => import('../entities/accounts/accounts.model'),
  () => import('./notices'),
  () => import('../entities/line/line-stream'),
  () => import('../entities/coupon/coupon'),
  () => import('../entities/line/line.queries'),
];

/** Evaluates the groups one per task. A group that fails to load is left to the import that needs it to report. */
export async function evaluateModelsInTurn(): Promise<void> {
  for (const group of GROUPS) {
    await group().catch(() => undefined);
    await nextTask();
  }
}

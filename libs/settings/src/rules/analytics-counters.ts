import { ANALYTICS_COUNTER_TYPES, isAnalyticsCounterType, type AnalyticsCounter, type AnalyticsCounterType } from '@betting/contracts';
import { marketingLoadDelayMs, type CookiesAgreeType } from './consent';

/** The counters of each type, in the order the server listed them. */
export type CountersByType = ReadonlyMap<AnalyticsCounterType, readonly AnalyticsCounter[]>;

export interface CounterLoadPlan {
  /** Milliseconds after the app started: 0 on registration routes, else `MARKETING_LOAD_DELAY_MS`. */
  readonly delayMs: number;
  /** Every counter once, by type (1 → 11), within a type in the server's order. */
  readonly scripts: readonly AnalyticsCounter[];
}

/** One counter's identity: a type and its id at the provider (`9:GTM-APEX01`). */
export function counterKey(counter: Pick<AnalyticsCounter, 'type' | 'id'>): string {
  return `${counter.type}:${counter.id}`;
}

/**
 * Spec §7: the counters list becomes a map by counter type. A later entry with the same type and id as an earlier
 * one is dropped. Unknown types never reach here (the contract refuses them); any that do are dropped too, so the
 * map's keys are always counter types, in ascending order.
 */
export function countersByType(list: readonly AnalyticsCounter[]): CountersByType {
  const seen = new Set<string>();
  const grouped = new Map<AnalyticsCounterType, AnalyticsCounter[]>();
  for (const counter of list) {
    if (!isAnalyticsCounterType(counter.type)) continue;
    const key = counterKey(counter);
    if (seen.has(key)) continue;
    seen.add(key);
    grouped.set(counter.type, [...(grouped.get(counter.type) ?? []), counter]);
  }
  const byType = new Map<AnalyticsCounterType, readonly AnalyticsCounter[]>();
  for (const type of ANALYTICS_COUNTER_TYPES) {
    const counters = grouped.get(type);
    if (counters) byType.set(type, counters);
  }
  return byType;
}

/**
 * Spec §1, §9: marketing counters load only with marketing-cookie agreement, 10000 ms after start or at once on a
 * registration route. Null: nothing may load.
 */
export function counterLoadPlan({
  consent,
  onRegistrationRoute,
  counters,
}: {
  readonly consent: CookiesAgreeType;
  readonly onRegistrationRoute: boolean;
  readonly counters: readonly AnalyticsCounter[];
}): CounterLoadPlan | null {
  const delayMs = marketingLoadDelayMs({ consent, onRegistrationRoute });
  if (delayMs === null) return null;
  return { delayMs, scripts: [...countersByType(counters).values()].flat() };
}

/**
 * The counters to inject now: those of the plan not injected yet, once the plan's delay has passed since the app
 * started (`elapsedMs`). A consent given after the delay loads at once; a registration route loads at once.
 */
export function countersDue({ plan, elapsedMs, injected }: { readonly plan: CounterLoadPlan | null; readonly elapsedMs: number; readonly injected: ReadonlySet<string> }): readonly AnalyticsCounter[] {
  if (plan === null || elapsedMs < plan.delayMs) return [];
  return plan.scripts.filter((counter) => !injected.has(counterKey(counter)));
}

/** A registration route: the path segment after the language starts with `registration` (`/en/registration/fast?x=1`). */
export function isRegistrationPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return /^[a-z]{2}$/i.test(segments[0] ?? '') && (segments[1] ?? '').startsWith('registration');
}

import { AnalyticsCounterSchema, type AnalyticsCounter } from '@betting/contracts';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';

interface CounterRow {
  readonly counter_type: number;
  readonly counter_id: string;
  readonly script_url: string;
  readonly params: unknown;
}

/**
 * The enabled counters of a project on a domain, in the operator's order: the domain's own rows when it has any
 * (enabled or not, so an operator can switch a domain's counters off), else the rows for every domain. A row the
 * contract refuses is left out rather than breaking every page of the domain.
 */
export async function listAnalyticsCounters(db: Queryable, { projectId, domain }: { readonly projectId: number; readonly domain: string }): Promise<AnalyticsCounter[]> {
  const rows = await db.query<CounterRow>(
    `with scoped as (
       select *, domain is not null as own from analytics_counters
        where project_id = $1 and (domain = lower($2) or domain is null)
     )
     select counter_type, counter_id, script_url, params
       from scoped
      where enabled and own = (select coalesce(bool_or(own), false) from scoped)
      order by position, id`,
    [projectId, domain],
  );
  return rows.flatMap((row) => {
    const parsed = z.safeParse(AnalyticsCounterSchema, { type: row.counter_type, id: row.counter_id, scriptUrl: row.script_url, params: row.params });
    return parsed.success ? [parsed.data] : [];
  });
}

import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

/** A history query as the pages read it (a farfetched query). */
interface HistoryQuery<Params, Data> {
  readonly $data: Store<Data | null>;
  readonly $failed: Store<boolean>;
  readonly $pending: Store<boolean>;
  readonly start: EventCallable<Params>;
}

/**
 * A history's filters and its query: loaded again whenever the filters change; a filter changed goes back to page 1.
 * `paramsOf` must be stable (a module-level function).
 */
export function useFilteredHistory<Filters extends { readonly page: number }, Params, Data>(query: HistoryQuery<Params, Data>, initial: Filters, paramsOf: (filters: Filters) => Params) {
  const [data, failed, pending, start] = useUnit([query.$data, query.$failed, query.$pending, query.start]);
  const [filters, setFilters] = useState<Filters>(initial);
  useEffect(() => {
    start(paramsOf(filters));
  }, [start, paramsOf, filters]);
  return {
    data,
    failed,
    pending,
    filters,
    retry: () => start(paramsOf(filters)),
    change: (next: Partial<Filters>) => setFilters((previous) => ({ ...previous, page: 1, ...next })),
    turnPage: (page: number) => setFilters((previous) => ({ ...previous, page })),
  };
}

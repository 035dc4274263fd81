import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's title by its routing-table id (`office.account`), from the `routes` texts; ids contain dots, so no key separator. */
export function useRouteTitle(): (routeId: string) => string {
  const { t } = useTranslation('routes');
  return useCallback((routeId: string) => t(routeId, { keySeparator: false, defaultValue: routeId }), [t]);
}

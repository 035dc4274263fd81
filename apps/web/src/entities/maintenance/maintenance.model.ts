import { MaintenancePath, type MaintenanceResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchJson } from '../../shared/api/fetch-json';

/** The answer's contract, in a chunk of its own (zod is not part of the first JavaScript). */
const maintenanceSchema = () => import('../../shared/api/first-load-schemas').then((schemas) => schemas.MaintenanceResponseSchema);

/** The maintenance config and what it means now (active, notice window), read from the API. */
/** The stores' sids: a server-rendered page's scope starts with the maintenance state it was rendered in. */
export const MAINTENANCE_SIDS = { maintenance: 'maintenance.$maintenance', settled: 'maintenance.$settled' } as const;

export function createMaintenanceModel() {
  const maintenanceRequested = createEvent();
  const fetchMaintenanceFx = createEffect(() => fetchJson(MaintenancePath, maintenanceSchema));
  const $maintenance = createStore<MaintenanceResponse | null>(null, { sid: MAINTENANCE_SIDS.maintenance }).on(fetchMaintenanceFx.doneData, (_, answer) => answer);
  /** Answered or failed: routes can be decided (a failed read counts as "not in maintenance"; the server decides too). */
  const $settled = createStore(false, { sid: MAINTENANCE_SIDS.settled }).on(fetchMaintenanceFx.finally, () => true);
  sample({ clock: maintenanceRequested, target: fetchMaintenanceFx });
  return { maintenanceRequested, $maintenance, $settled, __: { fetchMaintenanceFx } };
}

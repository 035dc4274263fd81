import { MaintenancePath, MaintenanceResponseSchema } from '@betting/contracts';
import { createJsonQuery } from '@farfetched/core';
import { zodContract } from '../../shared/api/zod-contract';

/** The maintenance config and what it means now (active, notice window), read from the API. */
export function createMaintenanceModel() {
  const maintenanceQuery = createJsonQuery({
    request: { method: 'GET', url: MaintenancePath },
    response: { contract: zodContract(MaintenanceResponseSchema) },
  });
  return { maintenanceQuery, $maintenance: maintenanceQuery.$data };
}

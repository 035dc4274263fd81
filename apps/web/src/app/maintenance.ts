import { createMaintenanceModel } from '../entities/maintenance/maintenance.model';

export const maintenance = createMaintenanceModel();

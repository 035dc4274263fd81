import { MaintenanceUpdateSchema, type MaintenanceConfig, type MaintenanceResponse, type MaintenanceUpdate } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { SettingOverrides } from '../config/site-config.repository';
import type { Queryable } from '../db/database';
import { isMaintenanceActive, maintenanceNotice } from './rules/maintenance';

/**
 * The settings-override key (test control, non-production) whose value, a partial maintenance config, is laid
 * over the table's row for one test scope: `PUT /__test/settings/maintenance {"value":{"isActive":true}}`.
 */
export const MAINTENANCE_OVERRIDE_KEY = 'maintenance';

export const MAINTENANCE_OFF: MaintenanceConfig = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: null };

interface MaintenanceRow {
  started_at: Date | string | null;
  ended_at: Date | string | null;
  notify_started_at: Date | string | null;
  notify_ended_at: Date | string | null;
  is_active: boolean;
  web_state: string | null;
}

const COLUMNS = 'started_at, ended_at, notify_started_at, notify_ended_at, is_active, web_state';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function configOf(row: MaintenanceRow | undefined): MaintenanceConfig {
  if (!row) return MAINTENANCE_OFF;
  return {
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    notify_started_at: iso(row.notify_started_at),
    notify_ended_at: iso(row.notify_ended_at),
    isActive: row.is_active,
    web_state: row.web_state,
  };
}

/** The stored maintenance config; all off when the row is missing. */
export async function readMaintenanceConfig(db: Queryable): Promise<MaintenanceConfig> {
  const rows = await db.query<MaintenanceRow>(`select ${COLUMNS} from maintenance where id = 1`);
  return configOf(rows[0]);
}

const COLUMN_OF: Record<keyof MaintenanceConfig, string> = {
  started_at: 'started_at',
  ended_at: 'ended_at',
  notify_started_at: 'notify_started_at',
  notify_ended_at: 'notify_ended_at',
  isActive: 'is_active',
  web_state: 'web_state',
};

/** Writes the given fields of the one maintenance row (creating it when missing). Returns the stored config. */
export async function writeMaintenanceConfig(db: Queryable, update: MaintenanceUpdate): Promise<MaintenanceConfig> {
  const fields = Object.entries(MaintenanceUpdateSchema.parse(update)) as [keyof MaintenanceConfig, unknown][];
  const assignments = fields.map(([field], index) => `${COLUMN_OF[field]} = $${index + 1}`);
  await db.query('insert into maintenance (id) values (1) on conflict (id) do nothing');
  const rows = await db.query<MaintenanceRow>(
    `update maintenance set ${[...assignments, 'updated_at = now()'].join(', ')} where id = 1 returning ${COLUMNS}`,
    fields.map(([, value]) => value),
  );
  return configOf(rows[0]);
}

/** Maintenance off and nothing planned. */
export function resetMaintenance(db: Queryable): Promise<MaintenanceConfig> {
  return writeMaintenanceConfig(db, MAINTENANCE_OFF);
}

export interface MaintenanceRequest {
  /** The request's maintenance cookie (`1` turns maintenance on for that visitor). */
  readonly maintenanceCookie?: string | undefined;
  /** The request's settings overrides (test control); their `maintenance` entry is laid over the stored row. */
  readonly overrides?: SettingOverrides;
}

/** The maintenance state for one request: the config, whether it is on (spec §4), and the notice to show now by `clock`. */
export async function loadMaintenance(db: Queryable, clock: Clock, request: MaintenanceRequest = {}): Promise<MaintenanceResponse> {
  return maintenanceFrom(() => readMaintenanceConfig(db), clock, request);
}

/** As loadMaintenance, with the stored config from `stored` (the table or its cache). */
export async function maintenanceFrom(stored: () => Promise<MaintenanceConfig>, clock: Clock, request: MaintenanceRequest = {}): Promise<MaintenanceResponse> {
  const override = request.overrides?.[MAINTENANCE_OVERRIDE_KEY];
  const config = override === undefined ? await stored() : { ...(await stored()), ...MaintenanceUpdateSchema.parse(override) };
  return { config, active: isMaintenanceActive(config, request.maintenanceCookie), notice: maintenanceNotice(config, clock.now()) };
}

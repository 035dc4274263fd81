import * as z from 'zod/mini';

export { MAINTENANCE_COOKIE, MaintenancePath } from './maintenance-paths';

const Timestamp = z.nullable(z.iso.datetime({ offset: true }));

/** Maintenance config (spec §3), as the operator stores it. Times are ISO 8601; null when not planned. */
export const MaintenanceConfigSchema = z.object({
  started_at: Timestamp,
  ended_at: Timestamp,
  notify_started_at: Timestamp,
  notify_ended_at: Timestamp,
  isActive: z.boolean(),
  /** Any non-blank value switches maintenance on. */
  web_state: z.nullable(z.string()),
});
export type MaintenanceConfig = z.infer<typeof MaintenanceConfigSchema>;

/** The advance warning ("the server is down from {start} until {end}"), shown inside the notify window. */
export const MaintenanceNoticeSchema = z.object({ startedAt: Timestamp, endedAt: Timestamp });
export type MaintenanceNotice = z.infer<typeof MaintenanceNoticeSchema>;

export const MaintenanceResponseSchema = z.object({
  config: MaintenanceConfigSchema,
  /** Maintenance is on for this request: the cookie, `isActive` or `web_state`. */
  active: z.boolean(),
  /** Set while the notify window is open, else null. */
  notice: z.nullable(MaintenanceNoticeSchema),
});
export type MaintenanceResponse = z.infer<typeof MaintenanceResponseSchema>;

/**
 * Non-production only. PUT writes the real maintenance row (global: every visitor sees it) with the fields given;
 * DELETE puts it back to "off, nothing planned". Journeys run serially, and each that PUTs must DELETE in cleanup.
 */
export const MaintenanceTestControlPath = '/__test/maintenance';
export const MaintenanceUpdateSchema = z.partial(z.strictObject(MaintenanceConfigSchema.shape));
export type MaintenanceUpdate = z.infer<typeof MaintenanceUpdateSchema>;

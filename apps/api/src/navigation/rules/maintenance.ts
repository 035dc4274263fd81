import type { MaintenanceConfig, MaintenanceNotice } from '@betting/contracts';

/** Spec §4 Maintenance: on when the maintenance cookie is `1`, or the config says isActive, or web_state is set (non-blank). */
export function isMaintenanceActive(config: Pick<MaintenanceConfig, 'isActive' | 'web_state'>, maintenanceCookie: string | undefined): boolean {
  return maintenanceCookie === '1' || config.isActive || (config.web_state !== null && config.web_state.trim() !== '');
}

function at(timestamp: string | null): number | null {
  return timestamp === null ? null : Date.parse(timestamp);
}

/**
 * Spec §4 Maintenance: the advance notice shows once notify_started_at is reached and until notify_ended_at has
 * passed (both inclusive). No notify start: never shown; no notify end: shown from the start on. `now` comes from
 * the injected clock.
 */
export function isMaintenanceNoticeShown(config: Pick<MaintenanceConfig, 'notify_started_at' | 'notify_ended_at'>, now: number): boolean {
  const start = at(config.notify_started_at);
  const end = at(config.notify_ended_at);
  return start !== null && now >= start && (end === null || now <= end);
}

/** The notice to show now ("the server is down from {start} until {end}"), or null. */
export function maintenanceNotice(config: MaintenanceConfig, now: number): MaintenanceNotice | null {
  return isMaintenanceNoticeShown(config, now) ? { startedAt: config.started_at, endedAt: config.ended_at } : null;
}

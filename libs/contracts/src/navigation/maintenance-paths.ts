/**
 * The maintenance call's path and cookie, apart from their schemas: the browser's first JavaScript names them without
 * pulling zod along.
 */

/** GET /web-api/maintenance: the maintenance config with what it means right now. */
export const MaintenancePath = '/web-api/maintenance';

/** With value `1` this cookie turns maintenance on for its holder (spec §4 Maintenance). The spec does not name it; this is our name. */
export const MAINTENANCE_COOKIE = 'maintenance';

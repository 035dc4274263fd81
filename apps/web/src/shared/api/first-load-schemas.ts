/**
 * The contracts of the calls the first JavaScript makes itself (site config, maintenance, the block check): loaded
 * with `import()` when a call is made, so zod and these schemas are not part of the first JavaScript.
 */
export { BlockResultSchema, ConfigAllResponseSchema, MaintenanceResponseSchema } from '@betting/contracts';

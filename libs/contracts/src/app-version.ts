import * as z from 'zod/mini';

/** GET /web-api/version: the web app build the server now serves (the update notice compares it). */
export const AppVersionPath = '/web-api/version';
export const AppVersionResponseSchema = z.object({ version: z.nullable(z.string()) });
export type AppVersionResponse = z.infer<typeof AppVersionResponseSchema>;

import * as z from 'zod/mini';
import { LanguageCodeSchema } from './config/site-config';

/**
 * `GET /bff-api/config/group/get?groups=footer,seo&lang=en` (spec §7 "Config and routing"): named groups of
 * operator settings, each a map of keys to JSON values, with texts in `lang` where the operator translated them.
 *
 * - `groups`: comma-separated group names, 1 to 20 of them (`ConfigGroupNameSchema`); unknown groups answer `{}`.
 * - Cached 600–900 s (spec §9): the answer carries `Cache-Control: public, max-age=600, stale-while-revalidate=300`
 *   and the API memoizes it in process for `CONFIG_GROUP_CACHE_SECONDS.min` seconds. Clients may keep it as long.
 */
export const ConfigGroupPath = '/bff-api/config/group/get';

export const CONFIG_GROUP_CACHE_SECONDS = { min: 600, max: 900 } as const;

const GROUP_NAME = '[a-z][a-z0-9_]{0,63}';

/** A group's name: `footer`, `seo`, `support_chat`. */
export const ConfigGroupNameSchema = z.string().check(z.regex(new RegExp(`^${GROUP_NAME}$`), 'a config group name'));

export const ConfigGroupQuerySchema = z.object({
  groups: z.string().check(z.regex(new RegExp(`^${GROUP_NAME}(?:,${GROUP_NAME}){0,19}$`), 'comma-separated config group names (at most 20)')),
  lang: z.optional(LanguageCodeSchema),
});
export type ConfigGroupQuery = z.infer<typeof ConfigGroupQuerySchema>;

/** The names a `groups` parameter asks for, each once, in order. */
export function configGroupNames(groups: string): string[] {
  return [...new Set(groups.split(',').filter((name) => name !== ''))];
}

export const ConfigGroupResponseSchema = z.object({
  /** The language the texts are in (`lang`, else the site default). */
  lang: LanguageCodeSchema,
  /** Every asked group, by name; a group the site does not have is `{}`. */
  groups: z.record(ConfigGroupNameSchema, z.record(z.string(), z.json())),
});
export type ConfigGroupResponse = z.infer<typeof ConfigGroupResponseSchema>;

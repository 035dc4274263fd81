import * as z from 'zod/mini';
import { SameOriginPathSchema } from './same-origin';

/** POST /blocks-api/api/v2/block: is this visitor blocked on this URL, and with which page? */
export const BlockCheckPath = '/blocks-api/api/v2/block';

/**
 * The cookie that lets a tester through a geo block: with value `1` a block with template type 1 is ignored
 * (spec §4 Blocking). The spec does not name it; this is our name.
 */
export const FORCE_GEO_OFF_COOKIE = 'force_geo_off';

const NonNegativeInt = z.int().check(z.nonnegative());

export const BlockCheckBodySchema = z.object({
  /** Whether the visitor is signed in. */
  auth: z.boolean(),
  url: SameOriginPathSchema,
});
export type BlockCheckBody = z.infer<typeof BlockCheckBodySchema>;

/** Block result (spec §3): displayTypeId 0 is "not blocked"; with displayTypeId 1 the template type is the blocking reason. */
export const BlockResultSchema = z.object({ displayTypeId: NonNegativeInt, templateTypeId: NonNegativeInt });
export type BlockResult = z.infer<typeof BlockResultSchema>;

export const NOT_BLOCKED: BlockResult = { displayTypeId: 0, templateTypeId: 0 };

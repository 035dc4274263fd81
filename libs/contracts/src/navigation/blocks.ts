import * as z from 'zod/mini';
import { SameOriginPathSchema } from './same-origin-schema';


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

import * as z from 'zod/mini';
import { SUPPORT_MESSAGE_LENGTH } from './support';

/**
 * A restricted user's appeals against the restriction (the blocked layout's block-appeal-history page). Only a user
 * with a ban level above 0 may appeal (`409 not_blocked` otherwise); the history stays readable after the ban ends.
 */
export const BlockAppealBodySchema = z.object({
  message: z.string().check(z.trim(), z.minLength(SUPPORT_MESSAGE_LENGTH.min), z.maxLength(SUPPORT_MESSAGE_LENGTH.max)),
});
export type BlockAppealBody = z.infer<typeof BlockAppealBodySchema>;

export const BLOCK_APPEAL_STATUSES = ['open', 'answered', 'closed'] as const;

export const BlockAppealSchema = z.object({
  id: z.int(),
  message: z.string(),
  status: z.enum(BLOCK_APPEAL_STATUSES),
  /** The operator's answer once there is one. */
  answer: z.nullable(z.string()),
  /** ISO 8601 instants. */
  created_at: z.iso.datetime({ offset: true }),
  answered_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type BlockAppeal = z.infer<typeof BlockAppealSchema>;

/** Newest first; `ban_level` is the caller's current level (0 once the restriction is lifted). */
export const BlockAppealsResponseSchema = z.object({ entities: z.array(BlockAppealSchema), total_count: z.int(), ban_level: z.int() });
export type BlockAppealsResponse = z.infer<typeof BlockAppealsResponseSchema>;

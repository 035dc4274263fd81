import * as z from 'zod/mini';

export const SUPPORT_TOPICS = ['account', 'deposit', 'withdrawal', 'bets', 'casino', 'bonuses', 'verification', 'technical', 'other'] as const;
export const SupportTopicSchema = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof SupportTopicSchema>;

export const SUPPORT_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;
const message = z.string().check(z.trim(), z.minLength(SUPPORT_MESSAGE_LENGTH.min), z.maxLength(SUPPORT_MESSAGE_LENGTH.max));

export const SupportRequestBodySchema = z.object({ topic: SupportTopicSchema, message });
export type SupportRequestBody = z.infer<typeof SupportRequestBodySchema>;

export const SupportRequestStatusSchema = z.enum(['open', 'answered', 'closed']);
export const SupportRequestSchema = z.object({
  id: z.int(),
  topic: SupportTopicSchema,
  message: z.string(),
  status: SupportRequestStatusSchema,
  /** ISO 8601 instant. */
  created_at: z.iso.datetime({ offset: true }),
  /** The support team's answer (the back office), once there is one. */
  answer: z.optional(z.nullable(z.string())),
  answered_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SUPPORT_HISTORY_PAGE_SIZE = 20;
export const SupportHistoryQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(1000)), 1) });
/** Newest first, a page of SUPPORT_HISTORY_PAGE_SIZE (spec's list shape: entities and total_count). */
export const SupportHistoryResponseSchema = z.object({ entities: z.array(SupportRequestSchema), total_count: z.int() });
export type SupportHistoryResponse = z.infer<typeof SupportHistoryResponseSchema>;

export const IdeaBodySchema = z.object({ message });
export type IdeaBody = z.infer<typeof IdeaBodySchema>;
export const IdeaResponseSchema = z.object({ id: z.int(), created_at: z.iso.datetime({ offset: true }) });
export type IdeaResponse = z.infer<typeof IdeaResponseSchema>;

import * as z from 'zod/mini';

/**
 * The non-production test-control API (absent from production builds). Overrides are scoped by the
 * `test_scope` cookie so that parallel browser journeys never see each other's changes.
 */
export const TEST_SCOPE_COOKIE = 'test_scope';
export const TestControlPaths = {
  setting: (key: string) => `/__test/settings/${encodeURIComponent(key)}`,
  settings: '/__test/settings',
  clockAdvance: (subject: string) => `/__test/clock/${encodeURIComponent(subject)}/advance`,
  clock: (subject: string) => `/__test/clock/${encodeURIComponent(subject)}`,
  outbox: '/__test/outbox',
} as const;

export const SettingOverrideBodySchema = z.object({ value: z.json() });
export const ClockAdvanceBodySchema = z.object({ ms: z.int() });
export const ClockReadingSchema = z.object({ subject: z.string(), now: z.int(), offsetMs: z.int() });
export type ClockReading = z.infer<typeof ClockReadingSchema>;

export const OutboxQuerySchema = z.object({
  recipient: z.optional(z.string().check(z.minLength(1))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export const OutboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

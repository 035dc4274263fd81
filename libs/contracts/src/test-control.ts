import { z } from 'zod';

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
export const ClockAdvanceBodySchema = z.object({ ms: z.number().int() });
export const ClockReadingSchema = z.object({ subject: z.string(), now: z.number().int(), offsetMs: z.number().int() });
export type ClockReading = z.infer<typeof ClockReadingSchema>;

export const OutboxQuerySchema = z.object({ recipient: z.string().min(1).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

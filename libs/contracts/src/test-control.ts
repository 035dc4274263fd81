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
} as const;

export const SettingOverrideBodySchema = z.object({ value: z.json() });
export const ClockAdvanceBodySchema = z.object({ ms: z.number().int() });
export const ClockReadingSchema = z.object({ subject: z.string(), now: z.number().int(), offsetMs: z.number().int() });
export type ClockReading = z.infer<typeof ClockReadingSchema>;

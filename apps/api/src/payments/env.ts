import { z } from 'zod';
import type { PaymentsOptions } from './payments.module';

/** The production default of the review amount (minor units): 50 000.00 RUB, 1 000.00 USD or EUR, and about as much in the site's other currencies. */
export const DEFAULT_WITHDRAWAL_REVIEW_ABOVE = 'RUB:5000000,UAH:2500000,KZT:25000000,USD:100000,EUR:100000,TRY:3000000,BRL:500000';

const PaymentsEnvSchema = z.object({
  /** The API's own origin as payment providers reach it (`http://127.0.0.1:3000`); unset, the address it listens on. */
  PAYMENTS_CALLBACK_URL: z.string().url().optional(),
  /** The demo provider's signing secret, 32+ characters; unset, generated once and kept in the database. */
  DEMO_PAY_SECRET: z.string().min(32).optional(),
  /** Where the demo provider's pages are served; unset, on the site's own origin. */
  DEMO_PAY_BASE_URL: z.string().url().optional(),
  /** How often the demo provider's job runs; 0 turns it off. */
  DEMO_PAY_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** A demo payment left pending is confirmed this long after. */
  DEMO_PAY_SETTLE_PENDING_AFTER_MS: z.coerce.number().int().min(0).default(120_000),
  /** A demo payment page nobody finished is cancelled this long after it opened. */
  DEMO_PAY_SESSION_TTL_MS: z.coerce.number().int().min(60_000).default(24 * 60 * 60_000),
  /** Withdrawals above these amounts wait for a payments officer: `RUB:5000000,USD:100000` (minor units); `off`: none waits. */
  BACKOFFICE_WITHDRAWAL_REVIEW_ABOVE: z
    .string()
    .regex(/^(off|[A-Z]{3}:\d{1,15}(,[A-Z]{3}:\d{1,15})*)$/)
    .default(DEFAULT_WITHDRAWAL_REVIEW_ABOVE),
});

export function parseReviewAbove(value: string): Record<string, number> | undefined {
  if (value === 'off') return undefined;
  return Object.fromEntries(value.split(',').map((part) => [part.slice(0, 3), Number(part.slice(4))]));
}

/** The payments settings of the environment (the production entry point; tests pass options directly). */
export function paymentsOptionsFromEnv(source: NodeJS.ProcessEnv): PaymentsOptions {
  const parsed = PaymentsEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid payments environment:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  const env = parsed.data;
  return {
    callbackUrl: env.PAYMENTS_CALLBACK_URL,
    withdrawalReviewAbove: parseReviewAbove(env.BACKOFFICE_WITHDRAWAL_REVIEW_ABOVE),
    demoPay: {
      secret: env.DEMO_PAY_SECRET,
      baseUrl: env.DEMO_PAY_BASE_URL,
      schedule:
        env.DEMO_PAY_JOB_INTERVAL_MS > 0
          ? { intervalMs: env.DEMO_PAY_JOB_INTERVAL_MS, pendingForMs: env.DEMO_PAY_SETTLE_PENDING_AFTER_MS, sessionTtlMs: env.DEMO_PAY_SESSION_TTL_MS }
          : undefined,
    },
  };
}

import { z } from 'zod';
import { DEFAULT_READ_CACHE_TTL_MS } from './cache/read-cache';
import { socialEnvShape } from './identity';
import { securityEnvShape } from './security/env';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database, or `memory` for one that lives only as long as the process. */
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  WEB_ROOT: z.string().min(1).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** Signs user tokens (HS256); at least 32 characters. Unset: generated once and kept in the database. */
  USER_TOKEN_SECRET: z.string().min(32).optional(),
  /** Keys the live simulator's draws (HMAC per game); at least 32 characters. Unset: a random one per start (logged as generated). */
  LINE_SIMULATOR_SECRET: z.string().min(32).optional(),
  ...socialEnvShape,
  ...securityEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sends the outbox's e-mail through this SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset, it stays in the outbox. */
  SMTP_URL: z.string().url().refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://').optional(),
  /** The From of outgoing e-mail; required with SMTP_URL. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The site's public origin for links in e-mails and payment returns (`https://example.com`); unset, see ALLOWED_HOSTS. */
  PUBLIC_URL: z.string().url().optional(),
  /** How long shared reads (site config, navigation rules, SEO) are served from memory, in ms; 0 turns that off. */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(DEFAULT_READ_CACHE_TTL_MS),
  /** Check every JSON answer against its schema (a mismatch answers 500): for local runs and browser journeys, not production. */
  VALIDATE_RESPONSES: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** A read-only PostgreSQL (a streaming replica of DATABASE_URL) for the line's and the catalogue's content. */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Several processes share DATABASE_URL: one elected runs the jobs; line changes and cache changes cross through it. */
  CLUSTER: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** How often a process tries to take the jobs over, and the leader checks its lock, in ms (takeover within this). */
  JOBS_ELECTION_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** On SIGTERM: how long requests in flight get to finish before the process exits anyway, in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
}).refine((env) => !env.SMTP_URL || env.MAIL_FROM, { message: 'MAIL_FROM is required with SMTP_URL', path: ['MAIL_FROM'] })
  .refine((env) => !env.CLUSTER || env.DATABASE_URL, { message: 'CLUSTER needs DATABASE_URL (processes share a PostgreSQL server)', path: ['CLUSTER'] });
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  return parsed.data;
}

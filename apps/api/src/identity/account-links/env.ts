import { z } from 'zod';
import { parseTokenSigners, type TokenSigner } from './token-signature';

/** One-click credentials go by e-mail this long after the registration, by default (an hour). */
export const DEFAULT_CREDENTIALS_EMAIL_WINDOW_SECONDS = 3600;

export interface AccountLinksOptions {
  /** How long after a one-click registration its credentials may be sent by e-mail. */
  readonly credentialsEmailWindowSeconds?: number;
  /** The companion apps allowed to sign a user token into a browser session; none: auth by token answers 404. */
  readonly tokenSigners?: readonly TokenSigner[];
}

const AccountLinksEnvSchema = z.object({
  ONE_CLICK_CREDENTIALS_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(0).default(DEFAULT_CREDENTIALS_EMAIL_WINDOW_SECONDS),
  /** `id:secret` pairs, comma-separated; ids `[a-z0-9_-]{1,32}`, secrets at least 32 characters. */
  AUTH_TOKEN_METHODS: z.string().optional(),
});

/** The settings of the environment (the production entry point; tests pass options directly). */
export function accountLinksOptionsFromEnv(source: NodeJS.ProcessEnv): AccountLinksOptions {
  const parsed = AccountLinksEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid identity environment:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  return { credentialsEmailWindowSeconds: parsed.data.ONE_CLICK_CREDENTIALS_EMAIL_WINDOW_SECONDS, tokenSigners: parseTokenSigners(parsed.data.AUTH_TOKEN_METHODS ?? '') };
}

import type { RegistrationBody } from '@betting/contracts';
import type { RegistrationDeps, RegistrationRefused, Registered } from '../registration-types';
import { identityIsLinked, redeemRegistrationToken } from './identities.repository';
import { createSocialUser, registrationDataProblem } from './social-users';

type SocialRegistration = Extract<RegistrationBody, { type: 'soc_reg' }>;

/**
 * POST register `soc_reg`: redeems the one-time `social_token` the OAuth callback (or one-tap) handed out for a
 * verified identity linked to nobody, and registers a user linked to it. No token can exist while no provider is
 * configured, so then every try is refused like an unknown token.
 */
export async function registerWithSocialToken(deps: RegistrationDeps, body: SocialRegistration, now: number): Promise<Registered | RegistrationRefused> {
  const problem = await registrationDataProblem(deps.db, body);
  if (problem) return { ok: false, status: 400, code: problem };
  const remember = body.remember ?? false;
  const data = { country_id: body.country_id, currency_id: body.currency_id, ref_code: body.ref_code ?? null, first_deposit_bonus_choice: body.first_deposit_bonus_choice };
  return deps.db.transaction(async (tx) => {
    const identity = await redeemRegistrationToken(tx, body.provider, body.social_token, now);
    if (!identity) return { ok: false as const, status: 400, code: 'invalid_token' as const };
    if (await identityIsLinked(tx, identity)) return { ok: false as const, status: 409, code: 'invalid_token' as const };
    const created = await createSocialUser(tx, deps, identity, data, remember, now);
    return { ok: true as const, userId: created.userId, password: null, account: created.account, sessionToken: created.sessionToken, remember };
  });
}

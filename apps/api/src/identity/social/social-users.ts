import type { AuthErrorCode } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { openMainAccount, type WalletAccount } from '../../wallet';
import { generatePassword, generateUserId, type PasswordHasher } from '../passwords';
import { openSession } from '../../sessions';
import { countryExists, emailTaken, insertUser } from '../users.repository';
import { linkIdentity, type RegistrationData, type SocialIdentity } from './identities.repository';
import type { PersonClock } from '../../limits';

export interface SocialUserDeps {
  readonly hasher: PasswordHasher;
  readonly random?: ((maxExclusive: number) => number) | undefined;
  /** Each person's clock for the self-exclusion check (the test-control build's); the server's when absent. */
  readonly personClock?: PersonClock | undefined;
}

export interface SocialUserCreated {
  readonly userId: number;
  readonly account: WalletAccount;
  readonly sessionToken: string;
}

/** The registration data an unknown identity brings is checked like any registration's. */
export async function registrationDataProblem(db: Queryable, data: Pick<RegistrationData, 'country_id' | 'currency_id'>): Promise<AuthErrorCode | undefined> {
  if (!currencies.some((currency) => currency.numericCode === data.currency_id)) return 'unknown_currency';
  if (!(await countryExists(db, data.country_id))) return 'unknown_country';
  return undefined;
}

/**
 * Inside the caller's transaction: a `soc_reg` user linked to the identity, their main account (through the wallet
 * module, as every registration does) and a session. The password is random and never shown: the person signs in
 * through the provider (or sets one with password reset or user transfer). The provider's e-mail is kept when it
 * was verified there and no other user has it.
 */
export async function createSocialUser(tx: Queryable, deps: SocialUserDeps, identity: SocialIdentity, data: RegistrationData, remember: boolean, now: number): Promise<SocialUserCreated> {
  const passwordHash = await deps.hasher.hash(generatePassword(deps.random));
  const email = identity.email !== null && !(await emailTaken(tx, identity.email)) ? identity.email : null;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const id = generateUserId(deps.random);
    const inserted = await insertUser(tx, {
      id,
      registrationType: 'soc_reg',
      passwordHash,
      email,
      phone: null,
      countryId: data.country_id,
      currencyId: data.currency_id,
      refCode: data.ref_code?.trim() || null,
      firstDepositBonusChoice: data.first_deposit_bonus_choice,
      name: null,
      surname: null,
      createdAt: new Date(now),
    });
    if (!inserted) continue;
    await linkIdentity(tx, id, identity, now);
    const account = await openMainAccount(tx, id, data.currency_id, new Date(now));
    const { token } = await openSession(tx, id, remember, now);
    return { userId: id, account, sessionToken: token };
  }
  throw new Error('no free user id after 8 draws');
}

import type { AuthErrorCode, RegistrationBody } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import { openMainAccount } from '../wallet';
import { generatePassword, generateUserId } from './passwords';
import type { RegistrationDeps, RegistrationRefused, Registered } from './registration-types';
import { registerWithSocialToken } from './social/social-registration';
import { openSession } from '../sessions';
import { countryExists, emailTaken, findPhoneCountry, insertUser, phoneTaken, type NewUser } from './users.repository';

const refused = (status: number, code: AuthErrorCode): RegistrationRefused => ({ ok: false, status, code });

/** The unique index a concurrent registration tripped over, if any. */
function takenBy(error: unknown): AuthErrorCode | undefined {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  if (text.includes('users_email')) return 'email_taken';
  if (text.includes('users_phone')) return 'phone_taken';
  return undefined;
}

/**
 * Creates the user, their main account and a session in one transaction. One-click registration draws the password
 * and answers it once; the database only ever holds its Argon2id hash.
 */
export async function register(deps: RegistrationDeps, body: RegistrationBody, now: number): Promise<Registered | RegistrationRefused> {
  const { db, hasher, random } = deps;
  if (body.type === 'soc_reg') return registerWithSocialToken(deps, body, now);
  if (!currencies.some((currency) => currency.numericCode === body.currency_id)) return refused(400, 'unknown_currency');
  if (!(await countryExists(db, body.country_id))) return refused(400, 'unknown_country');

  let phone: NewUser['phone'] = null;
  const phoneInput = body.type === 'fast_reg' ? undefined : body.phone_number !== undefined && body.country_code !== undefined ? { number: body.phone_number, code: body.country_code } : undefined;
  if (body.type === 'full_reg' && (body.phone_number === undefined) !== (body.country_code === undefined)) return refused(400, 'invalid_request');
  if (phoneInput) {
    const country = await findPhoneCountry(db, phoneInput.code);
    if (!country) return refused(400, 'unknown_country');
    if (phoneInput.number.length < country.minLength || phoneInput.number.length > country.maxLength) return refused(400, 'invalid_request');
    if (await phoneTaken(db, country.telCode, phoneInput.number)) return refused(409, 'phone_taken');
    phone = { countryId: country.id, telCode: country.telCode, number: phoneInput.number };
  }
  const email = body.type === 'full_reg' ? body.email.trim() : null;
  if (email !== null && (await emailTaken(db, email))) return refused(409, 'email_taken');

  const password = body.type === 'fast_reg' ? generatePassword(random) : body.password;
  const passwordHash = await hasher.hash(password);
  const remember = body.remember ?? false;
  try {
    return await db.transaction(async (tx) => {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const id = generateUserId(random);
        const inserted = await insertUser(tx, {
          id,
          registrationType: body.type,
          passwordHash,
          email,
          phone,
          countryId: body.country_id,
          currencyId: body.currency_id,
          refCode: body.ref_code?.trim() || null,
          firstDepositBonusChoice: body.first_deposit_bonus_choice,
          name: body.type === 'full_reg' ? body.name : null,
          surname: body.type === 'full_reg' ? body.surname : null,
          createdAt: new Date(now),
        });
        if (!inserted) continue;
        const account = await openMainAccount(tx, id, body.currency_id, new Date(now));
        const { token } = await openSession(tx, id, remember, now);
        return { ok: true as const, userId: id, password: body.type === 'fast_reg' ? password : null, account, sessionToken: token, remember };
      }
      throw new Error('no free user id after 8 draws');
    });
  } catch (error) {
    const code = takenBy(error);
    if (code) return refused(409, code);
    throw error;
  }
}

import { argon2idHasher } from '../../identity';
import { openMainAccount } from '../../wallet';
import type { Queryable } from '../database';

/**
 * A demo bettor to sign in with: ID 123456789 or demo@apexbet.example, or phone +7 999 000-11-22 (Russia), password
 * DemoPass2026. Registered in full (e-mail and phone), RUB main account.
 */
export const DEMO_USER = { id: 123456789, email: 'demo@apexbet.example', telCode: '7', phoneNumber: '9990001122', countryId: 643, currencyId: 643, password: 'DemoPass2026' } as const;

export const identitySeed = {
  id: '0006_identity',
  async run(tx: Queryable) {
    const passwordHash = await argon2idHasher.hash(DEMO_USER.password);
    const createdAt = new Date(Date.UTC(2026, 0, 15, 9, 30));
    const inserted = await tx.query(
      `insert into users (id, registration_type, email, phone_country_id, phone_code, phone_number, password_hash, country_id, currency_id,
         first_deposit_bonus_choice, name, surname, activation_type, created_at)
       values ($1, 'full_reg', $2, $3, $4, $5, $6, $3, $7, 1, 'Demo', 'Bettor', 2, $8) on conflict do nothing returning id`,
      [DEMO_USER.id, DEMO_USER.email, DEMO_USER.countryId, DEMO_USER.telCode, DEMO_USER.phoneNumber, passwordHash, DEMO_USER.currencyId, createdAt],
    );
    if (inserted.length === 1) await openMainAccount(tx, DEMO_USER.id, DEMO_USER.currencyId, createdAt);
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { ACCOUNT_TYPE, listAccounts, openBonusAccount, openCurrencyAccount, openMainAccount, setAccountFrozen } from './accounts';

describe.each(enginesUnderTest())('wallet accounts on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const now = new Date(Date.UTC(2026, 10, 22));
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
    await db.query("insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values (100000001, 'fast_reg', 'x', 643, 643, 0, $1)", [now]);
  });
  afterAll(() => dispose());

  it('opens one main account per user, in the caller’s transaction', async () => {
    const account = await db.transaction((tx) => openMainAccount(tx, 100000001, 643, now));
    expect(account).toMatchObject({ userId: 100000001, currencyId: 643, type: ACCOUNT_TYPE.main });
    await expect(db.transaction((tx) => openMainAccount(tx, 100000001, 840, now))).rejects.toThrow();
    expect(await listAccounts(db, 100000001)).toEqual([account]);
  });

  it('opens nothing when the transaction rolls back', async () => {
    await db.query("insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values (100000002, 'fast_reg', 'x', 643, 643, 0, $1)", [now]);
    await expect(
      db.transaction(async (tx) => {
        await openMainAccount(tx, 100000002, 643, now);
        throw new Error('registration failed later');
      }),
    ).rejects.toThrow('registration failed later');
    expect(await listAccounts(db, 100000002)).toEqual([]);
  });

  it('adds a currency account once per currency, and only in a currency of the kernel’s table', async () => {
    await db.query("insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values (100000003, 'fast_reg', 'x', 643, 643, 0, $1)", [now]);
    const main = await openMainAccount(db, 100000003, 643, now);
    const eur = await openCurrencyAccount(db, 100000003, 978, now);
    expect(eur).toEqual({ ok: true, value: { id: expect.any(Number), userId: 100000003, currencyId: 978, type: ACCOUNT_TYPE.currency, frozen: false } });
    expect(await openCurrencyAccount(db, 100000003, 978, now)).toMatchObject({ ok: false, error: { code: 'account_exists' } });
    expect(await openCurrencyAccount(db, 100000003, 643, now)).toMatchObject({ ok: false, error: { code: 'account_exists' } });
    expect(await openCurrencyAccount(db, 100000003, 999, now)).toMatchObject({ ok: false, error: { code: 'unknown_currency' } });
    const bonus = await openBonusAccount(db, 100000003, 643, now);
    expect(bonus).toMatchObject({ ok: true, value: { type: ACCOUNT_TYPE.bonus, currencyId: 643 } });
    expect(await openBonusAccount(db, 100000003, 643, now)).toEqual(bonus);
    expect((await listAccounts(db, 100000003)).map((account) => account.type)).toEqual([0, 4, 9]);
    expect(main.frozen).toBe(false);
  });

  it('freezes and unfreezes only the user’s own account', async () => {
    const [main] = await listAccounts(db, 100000003);
    expect(await setAccountFrozen(db, 100000003, main?.id ?? 0, true)).toMatchObject({ ok: true, value: { frozen: true } });
    expect(await setAccountFrozen(db, 100000001, main?.id ?? 0, false)).toMatchObject({ ok: false, error: { code: 'account_not_found' } });
    expect((await listAccounts(db, 100000003))[0]?.frozen).toBe(true);
    expect(await setAccountFrozen(db, 100000003, main?.id ?? 0, false)).toMatchObject({ ok: true, value: { frozen: false } });
  });
});

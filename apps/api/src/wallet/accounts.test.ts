import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { enginesUnderTest } from '../db/testing/engines';
import { ACCOUNT_TYPE, listAccounts, openMainAccount } from './accounts';

describe.each(enginesUnderTest())('wallet accounts on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const now = new Date(Date.UTC(2026, 10, 22));
  beforeAll(async () => {
    ({ db, dispose } = await engine.open());
    await migrate(db);
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
});

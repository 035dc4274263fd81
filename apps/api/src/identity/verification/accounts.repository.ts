import type { Queryable } from '../../db/database';

/** What confirming an e-mail needs of the account. */
export interface ConfirmingAccount {
  readonly email: string | null;
  readonly activation_type: number;
  readonly created_at: Date | string;
}

/** The account; `lock` takes its row lock, which orders two confirmations of one account. */
export async function confirmingAccountOf(db: Queryable, userId: number, lock = false): Promise<ConfirmingAccount | undefined> {
  const [row] = await db.query<ConfirmingAccount>(`select email, activation_type, created_at from users where id = $1${lock ? ' for update' : ''}`, [userId]);
  return row;
}

/** Whether an account uses this e-mail (compared without case). */
export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const owner = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
  return owner.length > 0;
}

export async function setEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.query('update users set email = $2 where id = $1', [userId, email]);
}

export async function setActivationType(db: Queryable, userId: number, activationType: number): Promise<void> {
  await db.query('update users set activation_type = $2 where id = $1', [userId, activationType]);
}

/** Takes the person off the news mailing (their mailing settings row, made if they had none). */
export async function stopNewsMailing(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query(
    `insert into user_mailing_settings (user_id, enable_mail_news, updated_at) values ($1, false, $2)
     on conflict (user_id) do update set enable_mail_news = false, updated_at = excluded.updated_at`,
    [userId, new Date(now)],
  );
}

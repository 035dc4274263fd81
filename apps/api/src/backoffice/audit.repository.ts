import type { AuditEntry } from '@betting/contracts';
import type { Database, Queryable } from '../db/database';

/** One back-office action: who did it, what, on which target, and the target before and after. */
export interface AuditRecord {
  readonly staffId: number;
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
}

export async function insertAudit(tx: Queryable, record: AuditRecord, now: number): Promise<void> {
  await tx.query('insert into staff_audit (at, staff_id, action, target, before, after) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
    new Date(now),
    record.staffId,
    record.action,
    record.target,
    record.before === undefined || record.before === null ? null : JSON.stringify(record.before),
    record.after === undefined || record.after === null ? null : JSON.stringify(record.after),
  ]);
}

/** What an action's work reports: its answer, and the target before and after (undefined: nothing was done). */
export interface AuditedChange<T> {
  readonly result: T;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * Runs an action and writes its audit record in one transaction: no action without its record, no record of an
 * action that did not happen (the work answers undefined, and nothing is written).
 */
export async function audited<T>(
  db: Database,
  who: { staffId: number; action: string; target: string; now: number },
  work: (tx: Queryable) => Promise<AuditedChange<T> | undefined>
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const change = await work(tx);
    if (change === undefined) return undefined;
    await insertAudit(tx, { staffId: who.staffId, action: who.action, target: who.target, before: change.before, after: change.after }, who.now);
    return change.result;
  });
}

export interface AuditFilter {
  readonly staff?: string | undefined;
  readonly action?: string | undefined;
  readonly target?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly limit: number;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  staff_id: number;
  staff_login: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value ?? null);

/** Newest first. `staff`: the login; `action`: exact or a prefix ending in `.` (`kyc.`); `target`: exact; `from`/`to`: instants, inclusive. */
export async function searchAudit(db: Queryable, filter: AuditFilter): Promise<AuditEntry[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.staff) add((p) => `lower(m.login) = lower(${p})`, filter.staff);
  if (filter.action) {
    if (filter.action.endsWith('.')) add((p) => `starts_with(a.action, ${p})`, filter.action);
    else add((p) => `a.action = ${p}`, filter.action);
  }
  if (filter.target) add((p) => `a.target = ${p}`, filter.target);
  if (filter.from) add((p) => `a.at >= ${p}`, new Date(filter.from));
  if (filter.to) add((p) => `a.at <= ${p}`, new Date(filter.to));
  params.push(filter.limit);
  const rows = await db.query<AuditRow>(
    `select a.id, a.at, a.staff_id, m.login as staff_login, a.action, a.target, a.before, a.after
       from staff_audit a join staff m on m.id = a.staff_id
      ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
      order by a.at desc, a.id desc limit $${params.length}`,
    params
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staff_id: row.staff_id,
    staff_login: row.staff_login,
    action: row.action,
    target: row.target,
    before: parsed(row.before),
    after: parsed(row.after),
  }));
}

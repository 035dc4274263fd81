import { ApiErrorSchema, BackofficePaths, LIMIT_TYPE, RgOverviewResponseSchema, type RgPendingChange, type RgRestriction } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackofficeDeps } from './deps';
import { access } from './guard';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const LIST_LIMIT = 500;
const isoOfSeconds = (seconds: string | number) => new Date(Number(seconds) * 1000).toISOString();

/**
 * The responsible-gaming desk, read only: bettors under a self-exclusion or a time-out now (the server's clock; limit
 * times are epoch seconds), and limit changes waiting for the bettor's confirmation. There is deliberately no call that
 * lifts a restriction early.
 */
export const backofficeRgRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(BackofficePaths.responsibleGaming, { config: access('rg.read'), schema: { response: { 200: RgOverviewResponseSchema, ...errors } } }, async () => {
    const nowSeconds = Math.floor(clock.now() / 1000);
    const [restrictions, pending] = await Promise.all([
      db.query<{ user_id: number; limit_type: number; limit_value: string | number; started_at: string | number | null; ends_at: string | number }>(
        `select user_id, limit_type, limit_value, started_at, ends_at from user_limits
          where limit_type in ($1, $2) and limit_state = 'ACTIVE' and not pending and ends_at > $3
          order by ends_at asc, user_id asc limit $4`,
        [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut, nowSeconds, LIST_LIMIT]
      ),
      db.query<{ user_id: number; limit_type: number; limit_value: string | number; current_value: string | number | null; need_approve: boolean; updated_at: Date | string }>(
        `select p.user_id, p.limit_type, p.limit_value, a.limit_value as current_value, p.need_approve, p.updated_at
           from user_limits p left join user_limits a on a.user_id = p.user_id and a.limit_type = p.limit_type and not a.pending
          where p.pending order by p.updated_at asc, p.user_id asc limit $1`,
        [LIST_LIMIT]
      ),
    ]);
    return {
      restrictions: restrictions.map(
        (row): RgRestriction => ({
          user_id: row.user_id,
          kind: row.limit_type === LIMIT_TYPE.selfExclusion ? 'self_exclusion' : 'time_out',
          days: Number(row.limit_value),
          started_at: row.started_at === null ? null : isoOfSeconds(row.started_at),
          ends_at: isoOfSeconds(row.ends_at),
        })
      ),
      pending_changes: pending.map(
        (row): RgPendingChange => ({
          user_id: row.user_id,
          limit_type: row.limit_type,
          limit_value: Number(row.limit_value),
          current_value: row.current_value === null ? null : Number(row.current_value),
          need_approve: row.need_approve,
          updated_at: new Date(row.updated_at).toISOString(),
        })
      ),
    };
  });
};

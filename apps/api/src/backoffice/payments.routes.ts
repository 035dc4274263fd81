import { ApiErrorSchema, BackofficePaths, BackofficePaymentsQuerySchema, BackofficePaymentsResponseSchema, type BackofficePayment } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackofficeDeps } from './deps';
import { access } from './guard';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const LIST_LIMIT = 300;
const byNumericCode = new Map(currencies.map((currency) => [currency.numericCode, currency]));

interface Row {
  id: string | number;
  user_id: number;
  kind: BackofficePayment['kind'];
  amount: string | number;
  currency_id: number;
  method: string;
  provider: string;
  status: BackofficePayment['status'];
  created_at: Date | string;
  settled_at: Date | string | null;
}

/** The payments desk, read only: deposits and withdrawals, newest first, by kind, status and bettor. */
export const backofficePaymentsRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  app.get(
    BackofficePaths.payments,
    { config: access('payments.read'), schema: { querystring: BackofficePaymentsQuerySchema, response: { 200: BackofficePaymentsResponseSchema, ...errors } } },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const [column, value] of [
        ['kind', request.query.kind],
        ['status', request.query.status],
        ['user_id', request.query.user_id],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        conditions.push(`${column} = $${params.length}`);
      }
      params.push(LIST_LIMIT);
      const rows = await deps.db.query<Row>(
        `select id, user_id, kind, amount, currency_id, method, provider, status, created_at, settled_at from payments
        ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''} order by created_at desc, id desc limit $${params.length}`,
        params
      );
      return {
        entities: rows.map((row) => {
          const currency = byNumericCode.get(row.currency_id);
          return {
            id: Number(row.id),
            user_id: row.user_id,
            kind: row.kind,
            amount: Number(row.amount),
            currency: currency?.iso ?? String(row.currency_id),
            minor_digits: currency?.exponent ?? 2,
            method: row.method,
            provider: row.provider,
            status: row.status,
            created_at: new Date(row.created_at).toISOString(),
            settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
          };
        }),
      };
    }
  );
};

import {
  LIMIT_LANGUAGE_HEADER,
  LimitActionResponseSchema,
  LimitListResponseSchema,
  LimitPaths,
  LimitSessionResponseSchema,
  SetLimitResponseSchema,
  limitActionQuery,
  limitCancelQuery,
  type LimitType,
} from '@betting/contracts';
import type { LimitPingApi, LimitsApi, RealityCheckApi } from '@betting/limits';
import * as z from 'zod/mini';
import { apiRequest, type ApiCall } from '../../shared/api/api';

/** The request pipeline as the limit client needs it (the app's `apiRequest`, or a fake in tests). */
export type LimitRequest = <Schema extends z.ZodMiniType>(call: ApiCall<Schema>) => Promise<z.infer<Schema>>;

export type LimitServiceClient = LimitsApi & LimitPingApi & RealityCheckApi;

const NoContentSchema = z.unknown();

/**
 * The limit service (`LimitPaths`, spec §6) over the site's request pipeline: every call carries `X-Language` and
 * the user's token as `X-Auth: Bearer …` (the pipeline refreshes it once on a 401).
 */
export function createLimitServiceClient({ request, language }: { readonly request: LimitRequest; readonly language: () => string }): LimitServiceClient {
  const call = <Schema extends z.ZodMiniType>(spec: Omit<ApiCall<Schema>, 'bearer' | 'bearerHeader' | 'headers'>) =>
    request({ ...spec, bearer: true, bearerHeader: 'x-auth', headers: { [LIMIT_LANGUAGE_HEADER]: language() } });
  return {
    list: () => call({ method: 'GET', path: LimitPaths.list, schema: LimitListResponseSchema }),
    set: (body) => call({ method: 'POST', path: LimitPaths.limit, body, schema: SetLimitResponseSchema }),
    action: ({ limitType, action }) => call({ method: 'POST', path: LimitPaths.action, query: limitActionQuery(action), body: { limitType }, schema: LimitActionResponseSchema }),
    cancel: (limitType: LimitType) => call({ method: 'DELETE', path: LimitPaths.limit, query: limitCancelQuery(limitType), schema: LimitActionResponseSchema }),
    ping: async () => {
      await call({ method: 'POST', path: LimitPaths.ping, body: {}, schema: NoContentSchema });
    },
    // The net position of the sign-in session (returns − stakes, minor units of the main currency; the server's start).
    netPosition: async () => (await call({ method: 'GET', path: LimitPaths.session, schema: LimitSessionResponseSchema })).net,
  };
}

/** The page language (`<html lang>`, kept in step with the route by the layout); English before it is set. */
const pageLanguage = () => (typeof document !== 'undefined' && /^[a-z]{2}$/.test(document.documentElement.lang) ? document.documentElement.lang : 'en');

/** The app's limit-service client. */
export const limitService: LimitServiceClient = createLimitServiceClient({ request: apiRequest, language: pageLanguage });

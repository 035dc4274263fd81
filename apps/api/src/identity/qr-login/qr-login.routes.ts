import {
  ApiErrorSchema,
  QR_LOGIN_TTL_SECONDS,
  QrLoginIssueBodySchema,
  QrLoginIssueResponseSchema,
  QrLoginPaths,
  QrLoginRedeemBodySchema,
  QrLoginRedeemResponseSchema,
  SESSION_COOKIE,
  qrLoginPagePath,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { refuse } from '../errors';
import { requireSignedIn, signedInCaller, revokeSession } from '../../sessions';
import { completeSignIn } from '../sign-in';
import type { PersonClock } from '../../limits';
import { issueQrLoginToken, redeemQrLoginToken } from './qr-login.repository';
import { siteOriginOf } from '../../security/site-origin';

export interface QrLoginOptions {
  readonly context: AppContext;
  /** Each person's clock for the self-exclusion check at sign-in (the test-control build's); the server's when absent. */
  readonly personClock?: PersonClock | undefined;
  /** PUBLIC_URL and ALLOWED_HOSTS: the QR code's link is on the site's own origin, never a host the request made up. */
  readonly publicUrl?: string | undefined;
  readonly allowedHosts?: readonly string[] | undefined;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The signed-in side: a fresh token as a QR code (SVG) of the page that redeems it, on this site's own address. */
const issueRoutes: FastifyPluginAsyncZod<QrLoginOptions> = async (app, { context: { db, clock }, publicUrl, allowedHosts }) => {
  requireSignedIn(app);
  app.post(QrLoginPaths.issue, { schema: { body: QrLoginIssueBodySchema, response: { 200: QrLoginIssueResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId, sessionId } = signedInCaller(request);
    const { token, expiresAt } = await issueQrLoginToken(db, userId, sessionId, clock.now());
    const url = `${siteOriginOf(request, { publicUrl, allowedHosts })}${qrLoginPagePath(request.body.lng, token)}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    reply.header('cache-control', 'no-store');
    return { url, svg, expires_at: expiresAt.toISOString(), expires_in_seconds: QR_LOGIN_TTL_SECONDS };
  });
};

/**
 * The other device: the token for a session of its own (a browser-session `ua` cookie, as a sign-in without
 * "remember"). A cross-site request is refused, so another site cannot sign a browser into someone's account.
 */
const redeemRoutes: FastifyPluginAsyncZod<QrLoginOptions> = async (app, { context: { db, clock }, personClock }) => {
  app.post(QrLoginPaths.redeem, { schema: { body: QrLoginRedeemBodySchema, response: { 200: QrLoginRedeemResponseSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.headers['sec-fetch-site'] === 'cross-site') return refuse(reply, 403, 'invalid_request');
    const now = clock.now();
    const userId = await redeemQrLoginToken(db, request.body.token, now);
    if (userId === undefined) return refuse(reply, 400, 'invalid_token');
    // Whatever session this browser had is replaced, never left behind.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSession(db, previous, now);
    return completeSignIn({ db, clock, personClock }, request, reply, userId, false);
  });
};

/** QR login (spec §2 account menu): issue on the signed-in device, redeem on the other. */
export const qrLoginRoutes: FastifyPluginAsyncZod<QrLoginOptions> = async (app, options) => {
  await app.register(issueRoutes, options);
  await app.register(redeemRoutes, options);
};

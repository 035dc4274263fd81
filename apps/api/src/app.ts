import fastifyCookie from '@fastify/cookie';
import type { Clock } from '@betting/kernel';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { createCacheBus, type CacheBus } from './cache/cache-bus';
import { createJobHost } from './cluster/jobs';
import { soleLeadership, type Leadership } from './cluster/leadership';
import { operationsRoutes, type Readiness } from './cluster/operations.routes';
import { DEFAULT_READ_CACHE_TTL_MS, type ReadCacheSettings } from './cache/read-cache';
import { createConfigReads } from './config/config.cache';
import { configRoutes } from './config/config.routes';
import type { OverrideScopeRequest, SettingOverrides } from './config/site-config.repository';
import type { Database, Queryable } from './db/database';
import { createNavigationReads, navigationServicesRoutes } from './navigation';
import { type FirstViews, pagesRoutes } from './pages';
import { appVersionRoutes, pwaRoutes } from './pwa';
import { remoteAppsRoutes, createPageSeoCache, seoRoutes } from './remote-apps';
import { responseSerializerCompiler } from './serialization/response-serializer';
import { rumRoutes } from './rum';
import { staticFilesRoutes, webAppFilesRoutes } from './static-files';
import { registerCompression } from './http-transfer/compression';
import { refuseCrossSiteWrites } from './security/cross-site';
import { addSecurityHeaders } from './security/headers';
import { refuseNulCharacters } from './security/input-guard';
import { createRequestLimiter, DEFAULT_PROTECTION, type ProtectionSettings } from './security/request-limits';
import { DEFAULT_TIMEOUTS, serverTimeoutOptions, type Timeouts } from './security/timeouts';
import { addEtags } from './http-transfer/etag';
import { createIdentityModule, type IdentityOverrides, type SocialProviderConfig } from './identity';
import { analyticsRoutes } from './analytics';
import { accountsRoutes } from './wallet';
import { createPaymentsModule, type PaymentsOptions, type PaymentsTestControl } from './payments';
import { createBonusesModule } from './bonuses';
import { createLimitsService, limitsRoutes, type PersonClock } from './limits';
import { createBettingModule, type BettingModule, type BettingOptions } from './betting';
import { createLineModule, type LineModule, type LineOptions } from './line';
import { createCasinoCatalogueModule, createCasinoGamesModule, type CasinoGamesOptions, createCasinoTournamentsModule, type CasinoTournamentsOptions, createCasinoLandingsModule, createCasinoDrawsModule, type CasinoDrawsOptions, createCasinoPoolsModule, type CasinoPoolsOptions, casinoLotteriesRoutes } from './casino';
import { createBackofficeModule, type BackofficeOptions } from './backoffice';
import type { AppContext } from './platform/app-context';
import { authenticateRequests, loadUserTokenKey } from './sessions';

export interface AppOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** Folder of the built web app; its `index.html` is the page template. */
  readonly webRoot?: string;
  readonly template?: string;
  /** The web app's server build: the first views the pages render on the server (pages/first-views.ts). */
  readonly firstViews?: FirstViews;
  /** The web build's version (its version.json), answered by GET /web-api/version. */
  readonly webVersion?: string | null;
  /** Registers the non-production test-control API (passed in by the non-production entry point only). */
  readonly testControl?: (app: FastifyInstance, options: { db: Database; clock: Clock; cacheBus: CacheBus; payments: PaymentsTestControl; betting?: Pick<BettingModule, 'settle'>; line?: Pick<LineModule, 'simulator' | 'events' | 'stream'> }) => Promise<void>;
  /** Settings overrides for one request (the test-control API's scopes); none in production. */
  readonly overridesFor?: (db: Database, request: OverrideScopeRequest) => Promise<SettingOverrides>;
  /** Each person's clock for the limit rules (the test-control build's per-person one); the server's when absent. */
  readonly personClock?: PersonClock;
  readonly logger?: FastifyServerOptions['logger'];
  readonly disableRequestLogging?: boolean;
  /** The production build: no debug route (the test-control API is absent from its bundle anyway). */
  readonly isProduction?: boolean;
  /**
   * Check every answer against its zod schema while serialising it (a mismatch answers 500). Off by default: answers
   * are written by the schemas' compiled serialisers, which trust the handlers; tests turn it on.
   */
  readonly validateResponses?: boolean;
  /** How long shared reads (site config, navigation rules, SEO) are served from memory; 0 reads the database every time. */
  readonly readCacheTtlMs?: number;
  /** Where writers announce changed rows to the read caches; one of its own unless given (tests, another transport). */
  readonly cacheBus?: CacheBus;
  /** Signs user tokens (USER_TOKEN_SECRET); without it a key is generated once and kept in the database. */
  readonly userTokenSecret?: string | undefined;
  /** Tests only: watch the password hasher, make random draws repeatable. */
  readonly identity?: IdentityOverrides;
  /** OAuth2/OpenID Connect providers for social sign-in (OIDC_* variables); none → the social buttons are hidden. */
  readonly social?: readonly SocialProviderConfig[];
  /** PUBLIC_URL: the origin of links in e-mails; unset, the request's own origin. */
  readonly publicUrl?: string | undefined;
  /** Payments: the providers' callback origin, the demo provider's secret and job, the deposit-limit and first-deposit hooks. */
  readonly payments?: PaymentsOptions;
  /** Betting: rule settings, the settlement sweep's period (0: off), the line's finished-games event. */
  readonly betting?: BettingOptions;
  /** The line and live feed: run the simulator on its timer (the server does; tests tick it), the demo data's seed. */
  readonly line?: LineOptions;
  /** The casino game server: its sweep's period (0: off, tests settle through calls). */
  readonly casinoGames?: CasinoGamesOptions;
  /** Keno and bingo draws: the schedule's timer (0: off, tests run it through test control). */
  readonly casinoDraws?: CasinoDrawsOptions;
  /** Toto and lotto: the draws' timer period (0: off, tests tick through test control). */
  readonly casinoPools?: CasinoPoolsOptions;
  /** Casino tournaments: the prize sweep's period (0: off, tests pay through the board's hook or test control). */
  readonly casinoTournaments?: CasinoTournamentsOptions;
  /** DATABASE_READ_URL: a replica for the line's and the casino catalogue's content; `db` when absent. */
  readonly readDb?: Queryable;
  /** Who runs the periodic jobs (sweeps, draws, the simulator): this process alone unless given (several processes). */
  readonly leadership?: Leadership;
  /** `/readyz` answers 503 once `draining` is set (the server sets it on SIGTERM). */
  readonly readiness?: Readiness;
  /** Called with every route as it is declared (its method, URL and schemas): a route table for tools and the fuzz test. */
  readonly onRoute?: (route: RouteOptions) => void;
  /** The account protection and the per-address limits; production defaults unless given (env.ts reads them). */
  readonly protection?: ProtectionSettings;
  /**
   * Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy: addresses, CIDRs or `loopback`); none
   * by default, so a client cannot choose its address, host or scheme with a header.
   */
  readonly trustProxy?: readonly string[];
  /** ALLOWED_HOSTS: the hosts links may name when PUBLIC_URL is unset (see security/site-origin.ts). */
  readonly allowedHosts?: readonly string[];
  /** Request, header and keep-alive timeouts (production defaults unless given). */
  readonly timeouts?: Timeouts;
  /** REMOTE_APP_ORIGINS: origins besides the site that pages may run scripts from and call (see security/headers.ts). */
  readonly remoteAppOrigins?: readonly string[];
  /** The back office: the first admin (BACKOFFICE_BOOTSTRAP_ADMIN) and the folder of its app's build. */
  readonly backoffice?: BackofficeOptions;
}

/** The database, the clock and the user-token key every domain is built with (the key read or made once). */
export async function createAppContext(options: Pick<AppOptions, 'db' | 'clock' | 'userTokenSecret'>): Promise<AppContext> {
  return { db: options.db, clock: options.clock, userTokenKey: await loadUserTokenKey(options.db, options.userTokenSecret) };
}

const trustProxyOption = (value: AppOptions['trustProxy']): false | string[] => (value && value.length > 0 ? [...value] : false);

/** The whole site on one Fastify instance: API calls, the web app's files, and every page's HTML. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, logController: new LogController({ disableRequestLogging: options.disableRequestLogging ?? false }), trustProxy: trustProxyOption(options.trustProxy), ...serverTimeoutOptions(options.timeouts ?? DEFAULT_TIMEOUTS) });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: options.validateResponses ?? false }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: 'invalid_request', message: error.message } });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A client's mistake (bad JSON, a body too large, a timeout) is no fault of the server: info, without a stack.
    if (status < 500) request.log.info({ statusCode: status, code: error.code }, error.message);
    else request.log.error(error);
    return reply.code(status).send({ error: { code: status === 500 ? 'internal_error' : 'request_failed', message: status === 500 ? 'Something went wrong on our side' : error.message } });
  });

  refuseCrossSiteWrites(app, { publicUrl: options.publicUrl, allowedHosts: options.allowedHosts });
  // Before the compression and the ETags: both must see the page with its nonce.
  addSecurityHeaders(app, { remoteAppOrigins: options.remoteAppOrigins });
  refuseNulCharacters(app);
  const jobs = createJobHost(options.leadership ?? soleLeadership(), (message, error) => app.log.error({ err: error }, message));
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.begin());
  app.addHook('onClose', () => jobs.end());
  await app.register(operationsRoutes, { db: options.db, readiness: options.readiness ?? { draining: false } });

  // Before every route: the compression attaches itself to each route as it is declared.
  await registerCompression(app);
  addEtags(app);
  await app.register(fastifyCookie);
  const context = await createAppContext(options);
  authenticateRequests(app, context);
  const overridesFor = async (request: OverrideScopeRequest) => (options.overridesFor ? options.overridesFor(options.db, request) : {});
  const protection = options.protection ?? DEFAULT_PROTECTION;
  const hitLimit = createRequestLimiter(options.db, options.clock);
  const identity = createIdentityModule({ context, protection, hitLimit, overridesFor, personClock: options.personClock, publicUrl: options.publicUrl, allowedHosts: options.allowedHosts, social: options.social ?? [], ...options.identity });
  identity.recordSignInFingerprints(app);
  const build = { isProduction: options.isProduction ?? false };
  const cacheBus = options.cacheBus ?? createCacheBus();
  const cache: ReadCacheSettings = { clock: options.clock, ttlMs: options.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS, bus: cacheBus };
  const reads = {
    config: createConfigReads(options.db, build, cache),
    navigation: createNavigationReads(options.db, cache, (table, id, problem) => app.log.warn(`${table} ${id} skipped: ${problem}`)),
    seo: createPageSeoCache(options.db, options.clock, cache),
  };
  app.addHook('onClose', async () => {
    for (const read of Object.values(reads)) read.close();
  });
  await app.register(configRoutes, { config: reads.config, overridesFor });
  await app.register(navigationServicesRoutes, { reads: reads.navigation, clock: options.clock, overridesFor });
  await app.register(pwaRoutes, { db: options.db, overridesFor });
  await app.register(appVersionRoutes, { version: options.webVersion ?? null });
  await app.register(rumRoutes, { db: options.db });
  await app.register(staticFilesRoutes, { db: options.db, overridesFor });
  await app.register(identity.routes);
  await app.register(analyticsRoutes, { db: options.db });
  await app.register(remoteAppsRoutes, { db: options.db, clock: options.clock, overridesFor, config: reads.config });
  await app.register(seoRoutes, { db: options.db, clock: options.clock, overridesFor, config: reads.config, pageSeo: reads.seo, cache });
  const bonuses = createBonusesModule({ context, publicUrl: options.publicUrl, allowedHosts: options.allowedHosts, personClock: options.personClock });
  const limits = createLimitsService({ db: options.db, clock: options.clock, personClock: options.personClock });
  const payments = await createPaymentsModule({
    context,
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    ...options.payments,
    // The first successful deposit grants the bonus chosen at registration, unless a test swaps the hook.
    onFirstDeposit: options.payments?.onFirstDeposit ?? bonuses.onFirstDeposit,
    // Responsible-gaming limits decide every deposit (time-out, self-exclusion, deposit limits), unless a test swaps the hook.
    checkDeposit: options.payments?.checkDeposit ?? limits.checkDeposit,
  });
  await app.register(payments.routes);
  await app.register(bonuses.routes);
  await app.register(limitsRoutes, { context, service: limits });
  await app.register(accountsRoutes, { context });
  // The line and live feed (sports, games, markets, the simulator, SSE); its finished games reach settlement at once.
  const line = createLineModule({ context, options: options.line, cache, readDb: options.readDb });
  await app.register(line.routes);
  // Bets: placement asks the limits (checkStake) and the ledger; settlement sweeps decided coupons.
  // Its line changes (prices, markets, scores, results; not the game clock's ticks) reach the automatic cash out.
  const betting = createBettingModule({
    context,
    limits,
    overridesFor,
    options: { ...options.betting, onGamesFinished: options.betting?.onGamesFinished ?? line.onGamesFinished, onLineChanges: (listener) => line.events.subscribe((event) => (event.type === 'game' && !event.scoreChanged ? undefined : listener(event.gameId))) },
  });
  await app.register(betting.routes);
  // The casino catalogue (games, providers, favourites); its legacy game routes answer the pages' redirects.
  const casinoCatalogue = await createCasinoCatalogueModule({ context, readDb: options.readDb });
  await app.register(casinoCatalogue.routes);
  // Casino landings and the Vulkan hall's hero: operator pages with featured games read from the catalogue.
  const casinoLandings = createCasinoLandingsModule({ db: options.db });
  await app.register(casinoLandings.routes);
  // The game server: the house games for real (ledger, limits) or play money, and their frames.
  await app.register(createCasinoGamesModule({ context, limits, options: options.casinoGames }).routes);
  // Keno and bingo: draws on a schedule (its timer), tickets through the ledger under the limits.
  await app.register(createCasinoDrawsModule({ context, limits, options: options.casinoDraws }).routes);
  // Toto and lotto: draws from the line and a daily provably fair draw; coupons and tickets through the ledger and the limits.
  await app.register(createCasinoPoolsModule({ context, limits, line: line.simulator, options: options.casinoPools }).routes);
  // The office's lotteries history: keno and bingo tickets, toto coupons and lotto tickets in one list.
  await app.register(casinoLotteriesRoutes, { context });
  // Tournaments: leaderboards computed from the game server's rounds; the casino bonus pages' calls.
  await app.register(createCasinoTournamentsModule({ context, options: options.casinoTournaments }).routes);
  // The operator's back office: its own staff sign-in and cookie, every call checked against the staff member's roles.
  const backoffice = createBackofficeModule({
    db: options.db,
    clock: options.clock,
    hitLimit,
    protection,
    hasher: options.identity?.hasher,
    options: options.backoffice,
    line: { simulator: line.simulator, settle: (gameIds) => betting.settle(gameIds) },
    payments: payments.review,
    cacheBus,
  });
  await app.register(backoffice.routes);
  if (options.testControl) await app.register(backoffice.testControlRoutes);
  if (options.testControl) await options.testControl(app, { db: options.db, clock: options.clock, cacheBus, payments: payments.testControl, betting, line });
  if (options.webRoot) await app.register(webAppFilesRoutes, { root: options.webRoot });
  await app.register(pagesRoutes, { db: options.db, clock: options.clock, template: options.template, firstViews: options.firstViews, overridesFor, reads: { ...reads, cache }, resolveLegacyGame: casinoCatalogue.resolveLegacyGame, pageExists: casinoLandings.pageExists });
  return app;
}

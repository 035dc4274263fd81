import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { argon2idHasher, dummyHashOf, type PasswordHasher } from '../identity';
import type { ProtectionSettings, RequestLimiter } from '../security/request-limits';
import { backofficeAppFilesRoutes } from './app-files';
import { backofficeAuthRoutes } from './auth.routes';
import { backofficeBettorRoutes } from './bettors.routes';
import { backofficeTestControlRoutes } from './backoffice.test-control';
import { bootstrapFirstAdmin } from './bootstrap';
import type { WithdrawalReview } from '../payments';
import type { BackofficeDeps, BackofficeLine } from './deps';
import { backofficeRiskRoutes } from './risk.routes';
import { backofficeContentRoutes } from './content.routes';
import { backofficeInfoPageRoutes } from './info-pages.routes';
import { backofficeReportsRoutes } from './reports.routes';
import type { CacheBus } from '../cache/cache-bus';
import { backofficeTradingRoutes } from './trading.routes';
import type { BackofficeOptions } from './env';
import { guardBackoffice } from './guard';
import { loadTotpKey, sealClearTotpSecrets } from './totp-seal';
import { backofficeOperatorRoutes } from './operators.routes';
import { backofficeKycRoutes } from './kyc.routes';
import { backofficePaymentsRoutes } from './payments.routes';
import { backofficeRgRoutes } from './rg.routes';
import { backofficeStaffRoutes } from './staff.routes';
import { backofficeSupportRoutes } from './support.routes';

export interface BackofficeModuleDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hitLimit: RequestLimiter;
  readonly protection: ProtectionSettings;
  /** Tests only: the password hasher (the bettors' Argon2id otherwise). */
  readonly hasher?: PasswordHasher | undefined;
  readonly options?: BackofficeOptions | undefined;
  /** The line's operator functions and the betting module's settlement (the trading desk). */
  readonly line?: BackofficeLine | undefined;
  /** The payments module's review decisions (the payments desk). */
  readonly payments?: WithdrawalReview | undefined;
  /** The site's read caches, told when the content desk changes what pages show. */
  readonly cacheBus?: CacheBus | undefined;
}

export interface BackofficeModule {
  /** The back-office API under /backoffice-api (every call through the guard) and the app's files under /backoffice/. */
  readonly routes: FastifyPluginAsync;
  /** Non-production: staff with a known TOTP secret. */
  readonly testControlRoutes: FastifyPluginAsync;
}

export function createBackofficeModule(moduleDeps: BackofficeModuleDeps): BackofficeModule {
  const hasher = moduleDeps.hasher ?? argon2idHasher;
  let totpKey: Promise<Buffer> | undefined;
  const loadKey = () => (totpKey ??= loadTotpKey(moduleDeps.db, moduleDeps.options?.totpKey));
  const deps: BackofficeDeps = {
    db: moduleDeps.db,
    clock: moduleDeps.clock,
    hasher,
    dummyHash: dummyHashOf(hasher),
    totpKey: loadKey,
    hitLimit: moduleDeps.hitLimit,
    protection: moduleDeps.protection,
    line: moduleDeps.line,
    payments: moduleDeps.payments,
    cacheBus: moduleDeps.cacheBus,
    liabilityAlertAbove: moduleDeps.options?.liabilityAlertAbove ?? {},
  };
  const { bootstrapAdmin, appRoot } = moduleDeps.options ?? {};
  const api: FastifyPluginAsync = async (app) => {
    guardBackoffice(app, deps);
    await app.register(backofficeAuthRoutes, { deps });
    await app.register(backofficeKycRoutes, { deps });
    await app.register(backofficeSupportRoutes, { deps });
    await app.register(backofficeStaffRoutes, { deps });
    await app.register(backofficeRgRoutes, { deps });
    await app.register(backofficePaymentsRoutes, { deps });
    await app.register(backofficeTradingRoutes, { deps });
    await app.register(backofficeRiskRoutes, { deps });
    await app.register(backofficeOperatorRoutes, { deps });
    await app.register(backofficeContentRoutes, { deps });
    await app.register(backofficeInfoPageRoutes, { deps });
    await app.register(backofficeReportsRoutes, { deps });
    await app.register(backofficeBettorRoutes, { deps });
  };
  return {
    routes: async (app) => {
      // Secrets stored in clear before they were sealed are sealed before anyone signs in.
      const sealed = await sealClearTotpSecrets(deps.db, await loadKey());
      if (sealed > 0) app.log.info(`back office: ${sealed} staff TOTP secrets sealed`);
      if (bootstrapAdmin) {
        const admin = await bootstrapFirstAdmin(deps.db, hasher, await loadKey(), bootstrapAdmin, deps.clock.now());
        if (admin) app.log.info(`back office: first admin ${admin.login} created`);
      }
      await app.register(api);
      if (appRoot) await app.register(backofficeAppFilesRoutes, { root: appRoot });
    },
    testControlRoutes: async (app) => app.register(backofficeTestControlRoutes, { deps }),
  };
}

import type { WithdrawalReview } from '../payments';
import type { LineSimulator } from '../line';
import type { Clock } from '@betting/kernel';
import type { CacheBus } from '../cache/cache-bus';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../identity';
import type { ProtectionSettings, RequestLimiter } from '../security/request-limits';

/** The line and settlement the trading desk acts through (the line's own operator functions, the betting module's settlement). */
export interface BackofficeLine {
  readonly simulator: Pick<LineSimulator, 'setMarketState' | 'setCoef' | 'finishGame'>;
  /** The betting module's settlement (exactly once per coupon) of these games' decided coupons. */
  readonly settle: (gameIds: readonly number[]) => Promise<{ couponIds: number[] }>;
}

export interface BackofficeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly dummyHash: () => Promise<string>;
  /** The key that seals staff TOTP secrets at rest (`totp-seal.ts`), loaded once. */
  readonly totpKey: () => Promise<Buffer>;
  readonly hitLimit: RequestLimiter;
  readonly protection: ProtectionSettings;
  /** Absent: the trading desk answers 503 (a server assembled without the line). */
  readonly line?: BackofficeLine | undefined;
  /** The payments module's decisions on withdrawals waiting for review. */
  readonly payments?: WithdrawalReview | undefined;
  /** Where the content desk announces its changes to the site's read caches (absent: nothing is cached). */
  readonly cacheBus?: CacheBus | undefined;
  /** The risk desk's alert threshold per currency (minor units); others: DEFAULT_LIABILITY_ALERT_ABOVE. */
  readonly liabilityAlertAbove: Readonly<Record<string, number>>;
}

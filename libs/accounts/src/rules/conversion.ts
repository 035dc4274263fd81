import { ACCOUNT_TYPES, type Account } from './account';

/** Spec §3 account-conversion status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const ACCOUNT_CONVERSION_STATUS = { notAllowed: 0, mainAccount: 1, additionalAccount: 2 } as const;
export type AccountConversionStatus = (typeof ACCOUNT_CONVERSION_STATUS)[keyof typeof ACCOUNT_CONVERSION_STATUS];

export function isAccountConversionStatus(value: unknown): value is AccountConversionStatus {
  return value === 0 || value === 1 || value === 2;
}

/**
 * Whether this account may be converted under the status: 1 allows the main account (type 0), 2 an additional
 * currency account (type 9); 0, an unknown status, a bonus or a points account never.
 */
export function canConvertAccount(status: number, account: Account): boolean {
  if (account.isPointsTypeBalance) return false;
  if (status === ACCOUNT_CONVERSION_STATUS.mainAccount) return account.type === ACCOUNT_TYPES.main;
  if (status === ACCOUNT_CONVERSION_STATUS.additionalAccount) return account.type === ACCOUNT_TYPES.currency;
  return false;
}

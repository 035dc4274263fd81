/** Spec §3 account-conversion status: 0 not allowed, 1 the main account may be converted, 2 an additional one may. */
export const ACCOUNT_CONVERSION_STATUS = { notAllowed: 0, mainAllowed: 1, additionalAllowed: 2 } as const;
export type AccountConversionStatus = (typeof ACCOUNT_CONVERSION_STATUS)[keyof typeof ACCOUNT_CONVERSION_STATUS];

/** What this browser session remembers: the users (and the status) already reminded. */
export type ConvertReminderLog = Readonly<Record<string, AccountConversionStatus>>;

/**
 * Spec §4: the convert-account reminder shows once per session per user by status — when conversion is allowed, and
 * not again for the same user and status in this session (a changed status reminds again).
 */
export function convertReminderDue(userId: string | number, status: number, log: ConvertReminderLog): boolean {
  if (status !== ACCOUNT_CONVERSION_STATUS.mainAllowed && status !== ACCOUNT_CONVERSION_STATUS.additionalAllowed) return false;
  return log[String(userId)] !== status;
}

export function convertReminderShown(userId: string | number, status: AccountConversionStatus, log: ConvertReminderLog): ConvertReminderLog {
  return { ...log, [String(userId)]: status };
}

/** The session log as stored (session storage); anything unreadable is an empty log. */
export function readConvertReminderLog(raw: string | null): ConvertReminderLog {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, AccountConversionStatus] => entry[1] === 1 || entry[1] === 2));
  } catch {
    return {};
  }
}

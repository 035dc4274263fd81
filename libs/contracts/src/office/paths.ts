/**
 * The office's personal calls (spec §2 Office, §3 User config and Mailing settings). The spec shows none of their
 * paths; ours live under `/web-api/office/`. All need a session (`401 not_signed_in` otherwise), none is cached, and
 * every change is a POST or PUT.
 */
export const OfficePaths = {
  /** GET and PUT the user_data fields; the answer carries the filled check (spec §5). */
  personalData: '/web-api/office/personal-data',
  /** GET the protection level and methods (spec §3, §4). */
  security: '/web-api/office/security',
  /** POST current + new password: Argon2id, other sessions end. */
  password: '/web-api/office/security/password',
  /** PUT two-factor sign-in on or off (password confirms it). */
  twoFactor: '/web-api/office/security/two-factor',
  /** POST a phone to bind (a code goes to it), then POST the code. */
  phoneBinding: '/web-api/office/security/phone',
  phoneBindingConfirm: '/web-api/office/security/phone/confirm',
  /** GET and PUT the four mailing switches. */
  mailing: '/web-api/office/mailing',
  /** POST a support request, GET the user's history (the support page and its history modal). */
  supportRequests: '/web-api/office/support-requests',
  /** POST an idea. */
  ideas: '/web-api/office/ideas',
  /** GET the user's verification documents and status, POST one (multipart; see documents.ts). */
  documents: '/web-api/office/documents',
  /** GET the restricted user's appeals, POST a new one (block-appeal-history; see block-appeals.ts). */
  blockAppeals: '/web-api/office/block-appeals',
} as const;

import * as z from 'zod/mini';

/** Spec §3 mailing settings; GET answers them, PUT replaces all four and answers the stored ones. */
export const MailingSettingsSchema = z.object({
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
});
export type MailingSettings = z.infer<typeof MailingSettingsSchema>;
export const MAILING_SWITCHES = ['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news'] as const;

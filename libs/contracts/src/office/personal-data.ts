import * as z from 'zod/mini';
import { PersonNameSchema } from '../auth/person-name';
import { UserDataSchema } from '../auth/user-config';
import { CalendarDaySchema } from '../calendar';

/** Identity documents the personal data may name (document_type_id). */
export const DOCUMENT_TYPE_IDS = { passport: 1, idCard: 2, drivingLicence: 3, residencePermit: 4 } as const;

/** A calendar date, `YYYY-MM-DD` (impossible days such as 2023-02-29 are refused). */
export const IsoDateSchema = CalendarDaySchema;

const nullable = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);

/**
 * PUT personal data: all nine user_data fields, each null when not given. Shapes only; the checks against the clock
 * and between fields (at least 18 years old, issue date after birth, expiry after issue) are the server's.
 */
export const PersonalDataBodySchema = z.object({
  date_birthday: nullable(IsoDateSchema),
  name: nullable(PersonNameSchema),
  surname: nullable(PersonNameSchema),
  passport: nullable(z.string().check(z.trim(), z.regex(/^[\p{L}\d][\p{L}\d -]{3,19}$/u))),
  passport_date: nullable(IsoDateSchema),
  passport_end_date: nullable(IsoDateSchema),
  registration_address: nullable(z.string().check(z.trim(), z.minLength(5), z.maxLength(300))),
  document_type_id: nullable(z.int().check(z.gte(1), z.lte(4))),
  /** Taxpayer number: 10 or 12 digits. */
  inn: nullable(z.string().check(z.trim(), z.regex(/^(\d{10}|\d{12})$/))),
});
export type PersonalDataBody = z.infer<typeof PersonalDataBodySchema>;

export const UserDataFieldSchema = z.enum(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'document_type_id', 'inn']);
export type UserDataField = z.infer<typeof UserDataFieldSchema>;

/** GET and PUT answer: the stored data and the filled check of spec §5 (with the required fields still missing). */
export const PersonalDataResponseSchema = z.object({
  user_data: UserDataSchema,
  is_filled: z.boolean(),
  missing_fields: z.array(UserDataFieldSchema),
});
export type PersonalDataResponse = z.infer<typeof PersonalDataResponseSchema>;

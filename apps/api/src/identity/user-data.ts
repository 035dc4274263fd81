import type { UserData } from '@betting/contracts';

export interface UserDataColumns {
  readonly name: string | null;
  readonly surname: string | null;
  readonly date_birthday: string | null;
  readonly user_data: Readonly<Record<string, unknown>>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The personal data of a user's row: name, surname and birthday are columns of users, the rest lives in users.user_data. */
export function userDataOf(row: UserDataColumns): UserData {
  const data = row.user_data;
  return {
    date_birthday: row.date_birthday,
    name: row.name,
    surname: row.surname,
    passport: text(data['passport']),
    passport_date: text(data['passport_date']),
    registration_address: text(data['registration_address']),
    document_type_id: int(data['document_type_id']),
    inn: text(data['inn']),
    passport_end_date: text(data['passport_end_date']),
  };
}

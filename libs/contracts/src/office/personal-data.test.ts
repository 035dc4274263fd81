import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PersonalDataBodySchema } from './personal-data';

const EMPTY = { date_birthday: null, name: null, surname: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, document_type_id: null, inn: null };
const FULL = {
  date_birthday: '1990-05-17',
  name: ' Anna-Maria ',
  surname: "O'Neil",
  passport: '4510 123456',
  passport_date: '2010-06-01',
  passport_end_date: '2030-06-01',
  registration_address: 'Lenina 1, Moscow',
  document_type_id: 1,
  inn: '7707083893',
};

describe('personal data body', () => {
  it('accepts all fields empty, and a full form with names trimmed', () => {
    expect(z.safeParse(PersonalDataBodySchema, EMPTY).success).toBe(true);
    const parsed = z.parse(PersonalDataBodySchema, FULL);
    expect(parsed.name).toBe('Anna-Maria');
    expect(parsed.surname).toBe("O'Neil");
  });

  it.each([
    ['date_birthday', '1990-02-30'],
    ['date_birthday', '17.05.1990'],
    ['passport_date', '2010-13-01'],
    ['name', ''],
    ['name', 'R2D2'],
    ['surname', 'x'.repeat(101)],
    ['passport', '12'],
    ['passport', '<script>'],
    ['registration_address', 'abc'],
    ['document_type_id', 9],
    ['inn', '12345'],
    ['inn', '12345678901'],
  ] as const)('refuses %s = %j', (field, value) => {
    expect(z.safeParse(PersonalDataBodySchema, { ...FULL, [field]: value }).success).toBe(false);
  });

  it('needs every field, null when not given', () => {
    const { inn: _inn, ...withoutInn } = FULL;
    expect(z.safeParse(PersonalDataBodySchema, withoutInn).success).toBe(false);
  });
});

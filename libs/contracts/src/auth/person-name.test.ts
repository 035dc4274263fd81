import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PersonalDataBodySchema } from '../office/personal-data';
import { isPersonName, PersonNameSchema } from './person-name';
import { FullRegistrationSchema } from './registration';

const registration = (name: string, surname = 'Smith') => ({
  type: 'full_reg',
  country_id: 643,
  currency_id: 643,
  ref_code: null,
  first_deposit_bonus_choice: 0,
  email: 'anne@example.com',
  password: 'secret-password-1',
  name,
  surname,
});
const personalData = (name: string) => ({
  date_birthday: null,
  name,
  surname: null,
  passport: null,
  passport_date: null,
  passport_end_date: null,
  registration_address: null,
  document_type_id: null,
  inn: null,
});

/** Names people have, and strings made of the pieces markup and injections are made of. */
const arbName = fc.oneof(
  fc.constantFrom('Anne', 'Anne-Marie', "O'Brien", 'J. R.', 'Ёлкина', 'José', 'Zoë', '李', 'Nguyễn'),
  fc.array(fc.constantFrom('a', 'Ж', 'é', ' ', '-', "'", '.', '<', '>', '/', '"', '&', '=', '1', '\t', '\u0000', 'script', 'b'), { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 120 }),
);

describe('one name rule for registration and the personal data', () => {
  test.prop([arbName])('full registration takes a name exactly when the personal data form does, and stores the same text', (name) => {
    const registered = z.safeParse(FullRegistrationSchema, registration(name));
    const personal = z.safeParse(PersonalDataBodySchema, personalData(name));
    expect(registered.success).toBe(personal.success);
    expect(isPersonName(name)).toBe(personal.success);
    if (registered.success && personal.success) {
      expect(registered.data.name).toBe(personal.data.name);
      // What registration stored, the personal data form takes again unchanged.
      expect(z.safeParse(PersonNameSchema, registered.data.name).data).toBe(registered.data.name);
    }
  });

  test.prop([arbName])('a stored name (the accepted text, trimmed) holds no markup, digit or control character', (name) => {
    const parsed = z.safeParse(PersonNameSchema, name);
    if (!parsed.success) return;
    expect(/[<>&"/=\d]/.test(parsed.data)).toBe(false);
    expect([...parsed.data].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  });

  it.each([
    ['<b>Anne</b>', false],
    ['<script>alert(1)</script>', false],
    ['Anne1', false],
    ['', false],
    ['   ', false],
    ['a'.repeat(101), false],
    ['  Anne  ', true],
    ['Anne-Marie', true],
    ["O'Brien", true],
  ])('%j → %s', (name, ok) => {
    expect(isPersonName(name)).toBe(ok);
    expect(z.safeParse(FullRegistrationSchema, registration(name)).success).toBe(ok);
    expect(z.safeParse(FullRegistrationSchema, registration('Anne', name)).success).toBe(ok);
  });
});

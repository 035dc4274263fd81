import type { PersonalDataBody } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAdultOn, personalDataAnswer, personalDataRefusal } from './personal-data';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const day = fc.date({ min: new Date(Date.UTC(1901, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map(iso);

/** Age in whole years, counted the long way: a restatement of the rule, not the rule. */
function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  // Born on 29 February: the birthday of a common year is 1 March.
  const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const [m, d] = bm === 2 && bd === 29 && !leap(ty) ? [3, 1] : [bm, bd];
  return ty - by - (tm < m || (tm === m && td < d) ? 1 : 0);
}

const EMPTY: PersonalDataBody = { date_birthday: null, name: null, surname: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, document_type_id: null, inn: null };

describe('adult by the server clock', () => {
  it('is exactly "18 or more whole years old"', () => {
    fc.assert(fc.property(day, day, (birthday, today) => isAdultOn(birthday, today) === ageOn(birthday, today) >= 18));
  });

  it.each([
    ['2008-11-22', '2026-11-22', true],
    ['2008-11-23', '2026-11-22', false],
    ['2008-02-29', '2026-02-28', false],
    ['2008-02-29', '2026-03-01', true],
    ['2010-02-28', '2028-02-29', true],
    ['2010-03-01', '2028-02-29', false],
  ] as const)('born %s, on %s → %s', (birthday, today, adult) => {
    expect(isAdultOn(birthday, today)).toBe(adult);
  });
});

describe('personal data refusals', () => {
  const today = '2026-11-22';
  it.each([
    [{}, null],
    [{ date_birthday: '1990-05-17', passport_date: '2010-06-01', passport_end_date: '2030-06-01' }, null],
    [{ date_birthday: '2026-11-23' }, { code: 'invalid_date', field: 'date_birthday' }],
    [{ date_birthday: '1899-12-31' }, { code: 'invalid_date', field: 'date_birthday' }],
    [{ date_birthday: '2010-01-01' }, { code: 'too_young', field: 'date_birthday' }],
    [{ passport_date: '2026-11-23' }, { code: 'invalid_date', field: 'passport_date' }],
    [{ date_birthday: '1990-05-17', passport_date: '1990-05-16' }, { code: 'invalid_date', field: 'passport_date' }],
    [{ passport_date: '2010-06-01', passport_end_date: '2010-06-01' }, { code: 'invalid_date', field: 'passport_end_date' }],
    [{ passport_end_date: '2001-01-01' }, null],
  ] as const)('%j → %j', (fields, refusal) => {
    expect(personalDataRefusal({ ...EMPTY, ...fields }, today)).toEqual(refusal);
  });

  it('never refuses data without dates', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), (name, passport) => personalDataRefusal({ ...EMPTY, name, passport }, today) === null));
  });
});

describe('the filled check in the answer', () => {
  it('is filled only with all six required fields, and lists the missing ones', () => {
    const full = { ...EMPTY, date_birthday: '1990-05-17', name: 'Anna', surname: 'Full', passport: '4510 123456', passport_date: '2010-06-01', registration_address: 'Lenina 1' };
    expect(personalDataAnswer(full)).toEqual({ user_data: full, is_filled: true, missing_fields: [] });
    expect(personalDataAnswer({ ...full, passport: null, registration_address: '  ' })).toMatchObject({ is_filled: false, missing_fields: ['passport', 'registration_address'] });
    expect(personalDataAnswer(EMPTY).missing_fields).toEqual(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address']);
  });
});

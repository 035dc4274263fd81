import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './security';

const letter = fc.constantFrom(...'abcdefghXYZéж');
const digit = fc.constantFrom(...'0123456789');
/** 8–128 characters with a letter and a digit, of characters that never spell a login part below. */
const strongPassword = fc
  .tuple(letter, digit, fc.array(fc.oneof(letter, digit, fc.constantFrom('!', '-', ' ')), { minLength: 6, maxLength: 126 }))
  .map(([a, b, rest]) => [a, b, ...rest].join(''));
const context = { current: 'Current#Pass1', logins: ['555000111', 'qqqq@example.com'] };

describe('new password rule', () => {
  it('accepts every password of 8–128 characters with a letter and a digit that is neither current nor a login', () => {
    fc.assert(fc.property(strongPassword, (password) => newPasswordProblem(password, context) === null));
  });

  it('refuses anything shorter than 8 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 7, unit: 'grapheme-ascii' }), (password) => newPasswordProblem(password, context) === 'too_short'));
  });

  it('refuses a password without a digit, or without a letter', () => {
    fc.assert(fc.property(fc.string({ minLength: 8, maxLength: 40, unit: fc.constantFrom(...'abcXYZ!? ') }), (password) => newPasswordProblem(password, context) === 'letters_and_digits'));
    fc.assert(fc.property(fc.string({ minLength: 8, maxLength: 40, unit: fc.constantFrom(...'0123456789!? ') }), (password) => newPasswordProblem(password, context) === 'letters_and_digits'));
  });

  it('refuses the ID or the e-mail name anywhere in it, in any case', () => {
    fc.assert(
      fc.property(strongPassword, fc.boolean(), (password, upper) => {
        const login = upper ? 'QQQQ' : '555000111';
        return newPasswordProblem(`${password}${login}`, context) === 'contains_login';
      }),
    );
  });

  it.each([
    ['short1', 'too_short'],
    ['a1'.repeat(65), 'too_long'],
    ['onlyletters', 'letters_and_digits'],
    ['1234567890', 'letters_and_digits'],
    ['Current#Pass1', 'same_as_current'],
    ['my555000111pw', 'contains_login'],
    ['QqqQ2026secret', 'contains_login'],
    ['NewPass2026', null],
    ['пароль2026', null],
  ] as const)('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password, context)).toBe(problem);
  });

  it('ignores login parts shorter than 4 characters', () => {
    expect(newPasswordProblem('abc1234567', { current: 'x', logins: ['abc@example.com'] })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialsTextFile, fileStem } from './credentials-export';

const labels = { title: 'your account', login: 'ID', password: 'Password' };

describe('one-click credentials export', () => {
  it('writes the ID and password on lines of their own', () => {
    expect(credentialsTextFile({ siteName: 'Apex Bet', userId: 123456789, password: 'k7#Qp2vX' }, labels)).toEqual({
      name: 'apex-bet-123456789.txt',
      text: 'Apex Bet — your account\r\nID: 123456789\r\nPassword: k7#Qp2vX\r\n',
    });
  });

  it('always keeps the exact password and a safe file name', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 100_000_000, max: 999_999_999 }), fc.string({ minLength: 1 }), (siteName, userId, password) => {
        const file = credentialsTextFile({ siteName, userId, password }, labels);
        return file.text.includes(`Password: ${password}\r\n`) && /^[a-z0-9-]+\.txt$/.test(file.name) && fileStem({ siteName, userId, password }).endsWith(String(userId));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv: mail settings', () => {
  it('leaves mail off when SMTP_URL is unset', () => {
    const env = readEnv({});
    expect([env.SMTP_URL, env.MAIL_FROM, env.PUBLIC_URL]).toEqual([undefined, undefined, undefined]);
  });

  it('takes an SMTP server with its From', () => {
    expect(readEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Apex <no-reply@example.com>', PUBLIC_URL: 'https://apex.example.com' })).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Apex <no-reply@example.com>',
      PUBLIC_URL: 'https://apex.example.com',
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.c' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('refuses %o naming %s', (source, field) => {
    expect(() => readEnv(source)).toThrow(field);
  });
});

describe('readEnv: read caches and response checks', () => {
  it('defaults to production: shared reads kept 10 s, answers not checked against their schemas', () => {
    const env = readEnv({});
    expect([env.READ_CACHE_TTL_MS, env.VALIDATE_RESPONSES]).toEqual([10_000, false]);
  });

  it('takes caching off and checks on', () => {
    expect(readEnv({ READ_CACHE_TTL_MS: '0', VALIDATE_RESPONSES: 'true' })).toMatchObject({ READ_CACHE_TTL_MS: 0, VALIDATE_RESPONSES: true });
  });

  it.each([{ READ_CACHE_TTL_MS: '-1' }, { READ_CACHE_TTL_MS: 'soon' }, { VALIDATE_RESPONSES: 'yes' }])('refuses %o', (source) => {
    expect(() => readEnv(source)).toThrow(Object.keys(source)[0]);
  });
});

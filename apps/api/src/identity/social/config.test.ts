import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { isLoopbackHttp, socialProvidersFromEnv } from './config';

describe('social providers from the environment', () => {
  it.each([
    [{}, []],
    [{ OIDC_ISSUER: 'https://accounts.google.com' }, []],
    [{ OIDC_CLIENT_ID: 'id' }, []],
    [{ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id' }, [{ network: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: undefined }]],
    [
      { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's', OIDC_PROVIDER_NAME: 'discord' },
      [{ network: 'discord', issuer: 'https://id.example', clientId: 'id', clientSecret: 's' }],
    ],
  ])('%o → %o', (variables, providers) => {
    expect(socialProvidersFromEnv(readEnv(variables))).toEqual(providers);
  });

  it('refuses a network the spec does not name and an issuer that is not a URL', () => {
    expect(() => readEnv({ OIDC_PROVIDER_NAME: 'myspace' })).toThrow(/OIDC_PROVIDER_NAME/);
    expect(() => readEnv({ OIDC_ISSUER: 'accounts.google.com' })).toThrow(/OIDC_ISSUER/);
  });

  it.each([
    ['http://localhost:8080', true],
    ['http://127.0.0.1:4000/realm', true],
    ['https://localhost', false],
    ['http://id.example', false],
    ['http://localhost.evil.example', false],
  ])('plain HTTP allowed for %s: %s', (issuer, allowed) => {
    expect(isLoopbackHttp(issuer)).toBe(allowed);
  });
});

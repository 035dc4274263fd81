import { randomUUID } from 'node:crypto';
import { ConfigAllPath, ConfigAllResponseSchema, TestControlPaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { testControlAppOptions } from '../test-control';
import { seededApp, seededSite } from '../testing/app.fixture';

describe.each(enginesUnderTest())('site config snowOnHome on $name', (engine) => {
  const site = seededSite(() => seededApp({ ...testControlAppOptions }, engine));

  it('is off by default; the setting snow_on_home turns it on (here a test-control scope, for itself only)', async () => {
    const read = async (scope: string) => ConfigAllResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${ConfigAllPath}?lang=en`, headers: { 'x-test-scope': scope } })).json());
    const scope = `snow-${randomUUID()}`;
    expect((await read(scope)).siteConfig.snowOnHome).toBe(false);
    const put = await site.app.inject({ method: 'PUT', url: TestControlPaths.setting('snow_on_home'), headers: { 'x-test-scope': scope }, payload: { value: true } });
    expect(put.statusCode).toBe(204);
    expect((await read(scope)).siteConfig.snowOnHome).toBe(true);
    expect((await read(`other-${randomUUID()}`)).siteConfig.snowOnHome).toBe(false);
  });
});

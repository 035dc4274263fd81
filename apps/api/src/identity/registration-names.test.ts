import { AuthPaths, OfficePaths, PersonalDataResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { cookieOf, FAST_REG, identitySite } from './identity.fixture';

const fullReg = (email: string, name: string, surname: string) => ({ ...FAST_REG, type: 'full_reg', email, password: 'Full-pass-12', name, surname });

describe.each(enginesUnderTest())('names at registration on $name', (engine) => {
  const site = identitySite(engine);

  it.each([
    ['markup in the name', '<b>Anna</b>', 'Full'],
    ['a script in the surname', 'Anna', '<script>alert(1)</script>'],
    ['digits', 'Anna1', 'Full'],
    ['only spaces', '   ', 'Full'],
  ])('full registration refuses %s, as the personal data form does', async (_, name, surname) => {
    const refused = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: fullReg(`refused.${name.length}.${surname.length}@example.com`, name, surname) });
    expect(refused.statusCode).toBe(400);
  });

  it('stores the name as the personal data form keeps it (trimmed), and the form takes it back unchanged', async () => {
    const registered = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: fullReg('anne-marie@example.com', '  Anne-Marie ', " O'Brien") });
    expect(registered.statusCode, registered.body).toBe(201);
    const session = { cookies: { [SESSION_COOKIE]: cookieOf(registered, SESSION_COOKIE)?.value ?? '' } };
    const data = z.parse(PersonalDataResponseSchema, (await site.app.inject({ method: 'GET', url: OfficePaths.personalData, ...session })).json());
    expect(data.user_data).toMatchObject({ name: 'Anne-Marie', surname: "O'Brien" });
    const saved = await site.app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...data.user_data }, ...session });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

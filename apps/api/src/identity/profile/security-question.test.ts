import { AuthPaths, OfficePaths, SESSION_COOKIE, SecurityQuestionPath, SecurityResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite, registerFast } from '../identity.fixture';

const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });

describe.each(enginesUnderTest())('the security question on $name', (engine) => {
  const site = identitySite(engine);
  const methods = async (session: string) => {
    const security = SecurityResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.security, ...as(session) })).json());
    const config = (await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, ...as(session) })).json<{
      result: { protection_methods: { enable_security_question: boolean }; is_active_secure_question: boolean };
    }>().result;
    return { security: security.protection_methods.enable_security_question, config: config.protection_methods.enable_security_question, active: config.is_active_secure_question };
  };

  it('is set with the password, reported by the security page and user config, kept only as a hash, and removed', async () => {
    const user = await registerFast(site.app);
    expect(await methods(user.session)).toEqual({ security: false, config: false, active: false });
    const set = await site.app.inject({
      method: 'PUT',
      url: SecurityQuestionPath,
      ...as(user.session),
      payload: { question: '  Name of my first dog?  ', answer: '  Rex  The Great ', password: user.password },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ question: 'Name of my first dog?' });
    expect(await methods(user.session)).toEqual({ security: true, config: true, active: true });
    expect((await site.app.inject({ method: 'GET', url: SecurityQuestionPath, ...as(user.session) })).json()).toEqual({ question: 'Name of my first dog?' });
    const [row] = await site.db.query<{ security_answer_hash: string }>('select security_answer_hash from users where id = $1', [user.user_id]);
    expect(row?.security_answer_hash).toMatch(/^\$argon2id\$/);
    expect(row?.security_answer_hash).not.toContain('rex');

    const removed = await site.app.inject({ method: 'DELETE', url: SecurityQuestionPath, ...as(user.session), payload: { password: user.password } });
    expect(removed.json()).toEqual({ question: null });
    expect(await methods(user.session)).toEqual({ security: false, config: false, active: false });
  });

  it('refuses a wrong password, a too short question or answer, and a guest', async () => {
    const user = await registerFast(site.app);
    const wrong = await site.app.inject({
      method: 'PUT',
      url: SecurityQuestionPath,
      ...as(user.session),
      payload: { question: 'Name of my first dog?', answer: 'Rex', password: `${user.password}x` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'wrong_password' } });
    const short = await site.app.inject({ method: 'PUT', url: SecurityQuestionPath, ...as(user.session), payload: { question: 'Why?', answer: ' x ', password: user.password } });
    expect(short.statusCode).toBe(400);
    expect((await site.app.inject({ method: 'GET', url: SecurityQuestionPath })).statusCode).toBe(401);
    expect(await methods(user.session)).toEqual({ security: false, config: false, active: false });
  });
});

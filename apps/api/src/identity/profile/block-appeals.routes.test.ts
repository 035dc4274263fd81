import { BlockAppealSchema, BlockAppealsResponseSchema, OfficePaths, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite, registerFast } from '../identity.fixture';
import { MESSAGES_PER_HOUR } from './mailing-support.routes';

const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });
const APPEAL = 'I was restricted by mistake, please look at my account again.';

describe.each(enginesUnderTest())('block appeals on $name', (engine) => {
  const site = identitySite(engine);

  const ban = (userId: number, level: number) => site.app.inject({ method: 'PUT', url: `/__test/users/${userId}/ban`, payload: { level, version: 1 } });
  const appeal = (session: string, message = APPEAL) => site.app.inject({ method: 'POST', url: OfficePaths.blockAppeals, payload: { message }, ...as(session) });
  const history = async (session: string) => BlockAppealsResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.blockAppeals, ...as(session) })).json());

  it('needs a session', async () => {
    expect((await site.app.inject({ method: 'GET', url: OfficePaths.blockAppeals })).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: OfficePaths.blockAppeals, payload: { message: APPEAL } })).statusCode).toBe(401);
  });

  it('refuses an appeal from a user who is not restricted, and a too short one', async () => {
    const user = await registerFast(site.app);
    const refused = await appeal(user.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'not_blocked' } });
    await ban(user.user_id, 30);
    expect((await appeal(user.session, 'too short')).statusCode).toBe(400);
    expect(await history(user.session)).toEqual({ entities: [], total_count: 0, ban_level: 30 });
  });

  it('keeps a restricted user’s appeals newest first with the operator’s answer, readable after the ban ends', async () => {
    const user = await registerFast(site.app);
    expect((await ban(user.user_id, 45)).statusCode).toBe(204);
    const first = BlockAppealSchema.parse((await appeal(user.session)).json());
    site.clock.advance(60_000);
    const second = await appeal(user.session, `${APPEAL} Second try.`);
    expect(second.statusCode).toBe(201);
    expect((await site.app.inject({ method: 'POST', url: `/__test/block-appeals/${first.id}/answer`, payload: { answer: 'The restriction is lifted.' } })).statusCode).toBe(204);
    await ban(user.user_id, 0);

    const { entities, total_count, ban_level } = await history(user.session);
    expect(ban_level).toBe(0);
    expect(total_count).toBe(2);
    expect(entities.map((entity) => entity.message)).toEqual([`${APPEAL} Second try.`, APPEAL]);
    expect(entities[1]).toMatchObject({ status: 'answered', answer: 'The restriction is lifted.' });
    expect(entities[0]).toMatchObject({ status: 'open', answer: null, answered_at: null });
    expect((await appeal(user.session)).statusCode).toBe(409);
  });

  it(`caps appeals at ${MESSAGES_PER_HOUR} an hour`, async () => {
    const user = await registerFast(site.app);
    await ban(user.user_id, 30);
    for (let sent = 0; sent < MESSAGES_PER_HOUR; sent += 1) expect((await appeal(user.session)).statusCode).toBe(201);
    expect((await appeal(user.session)).statusCode).toBe(429);
    site.clock.advance(3_600_001);
    expect((await appeal(user.session)).statusCode).toBe(201);
  });
});

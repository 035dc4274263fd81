import {
  CasinoBonusActionResponseSchema,
  CasinoBonusPaths,
  CasinoBonusPromotionResponseSchema,
  CasinoBonusPromotionsResponseSchema,
  CasinoPaths,
  CasinoTournamentPaths,
  CasinoTournamentResponseSchema,
  CasinoTournamentsResponseSchema,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { gamesSite } from '../games/games.fixture';
import { newTournament } from './tournaments.fixture';

const DAY = 86_400_000;

describe.each(enginesUnderTest())('tournaments and casino bonus calls on $name', (engine) => {
  const site = gamesSite(engine);
  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('lists the seeded tournaments, running first, each with its pool and a status against the server’s clock', async () => {
    const response = await get(`${CasinoTournamentPaths.list}?lng=ru`);
    expect(response.statusCode).toBe(200);
    const { tournaments, serverTime } = CasinoTournamentsResponseSchema.parse(response.json());
    expect(serverTime).toBe(new Date(site.clock.now()).toISOString());
    const seeded = tournaments.filter((tournament) => ['fruit-five-marathon', 'rocket-race', 'apex-originals-cup', 'lucky-nine-sprint'].includes(tournament.slug));
    expect(seeded).toHaveLength(4);
    const marathon = seeded.find((tournament) => tournament.slug === 'fruit-five-marathon');
    expect(marathon).toMatchObject({ title: 'Марафон вращений Fruit Five', scoring: 'total_stake', currency: 'RUB', minStake: 1_000, prizePool: 12_250_000, prizePlaces: 10, actionId: 4 });
    const order = { running: 0, upcoming: 1, finished: 2 } as const;
    expect(tournaments.map((tournament) => order[tournament.status])).toEqual([...tournaments.map((tournament) => order[tournament.status])].sort());
    for (const tournament of tournaments) {
      const now = site.clock.now();
      const status = now < Date.parse(tournament.startsAt) ? 'upcoming' : now < Date.parse(tournament.endsAt) ? 'running' : 'finished';
      expect(tournament.status).toBe(status);
    }
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('filters by status and moves a tournament from upcoming to running to finished with the clock', async () => {
    const tournament = await newTournament(site, { startsAt: new Date(site.clock.now() + 1_000 + DAY), endsAt: new Date(site.clock.now() + 1_000 + 2 * DAY) });
    const statusOf = async (status: string) =>
      CasinoTournamentsResponseSchema.parse((await get(`${CasinoTournamentPaths.list}?status=${status}`)).json()).tournaments.some((item) => item.id === tournament.id);
    expect(await statusOf('upcoming')).toBe(true);
    expect(await statusOf('running')).toBe(false);
    site.clock.advance(DAY);
    expect(await statusOf('running')).toBe(true);
    site.clock.advance(DAY);
    expect(await statusOf('finished')).toBe(true);
    expect((await get(`${CasinoTournamentPaths.list}?status=soon`)).statusCode).toBe(400);
  });

  it('answers one tournament by slug or id with its rules, prizes by place and the games that count', async () => {
    const bySlug = await get(`${CasinoTournamentPaths.tournament('rocket-race')}?lng=es`);
    expect(bySlug.statusCode).toBe(200);
    const { tournament } = CasinoTournamentResponseSchema.parse(bySlug.json());
    expect(tournament).toMatchObject({ slug: 'rocket-race', title: 'Carrera del cohete', scoring: 'biggest_multiplier', prizePlaces: 10 });
    // Spanish has no rules of its own: they read in English.
    expect(tournament.rules[0]).toMatch(/^A round counts once it is settled/);
    expect(tournament.prizes.slice(0, 2)).toEqual([
      { place: 1, amount: 2_500_000 },
      { place: 2, amount: 1_250_000 },
    ]);
    expect(tournament.prizes.reduce((sum, prize) => sum + prize.amount, 0)).toBe(tournament.prizePool);
    // Every crash tile plays Rocket: Rocket first (the most played), all of them crash rounds.
    expect(tournament.games[0]).toEqual({ id: 1002, name: expect.any(String), route: expect.any(String), launch: 'crash', coverUrl: CasinoPaths.gameCover(1002) });
    expect(tournament.games.length).toBeGreaterThan(1);
    expect(tournament.games.every((game) => game.launch === 'crash')).toBe(true);

    const byId = CasinoTournamentResponseSchema.parse((await get(CasinoTournamentPaths.tournament(tournament.id))).json());
    expect(byId.tournament.title).toBe('Rocket race');
    const cup = CasinoTournamentResponseSchema.parse((await get(CasinoTournamentPaths.tournament('apex-originals-cup'))).json());
    // Rounds count by the game they play: the house games and every tile that plays one of them.
    expect([...new Set(cup.tournament.games.map((game) => game.launch))].sort()).toEqual(['crash', 'scratch', 'slot']);

    const unknown = await get(CasinoTournamentPaths.tournament('no-such-cup'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'casino_tournament_not_found' } });
    expect((await get(CasinoTournamentPaths.tournament('Bad Slug!'))).statusCode).toBe(400);
  });

  it('an unpublished tournament is nowhere', async () => {
    const hidden = await newTournament(site, { isPublished: false });
    expect((await get(CasinoTournamentPaths.tournament(hidden.slug))).statusCode).toBe(404);
    const listed = CasinoTournamentsResponseSchema.parse((await get(CasinoTournamentPaths.list)).json());
    expect(listed.tournaments.some((tournament) => tournament.id === hidden.id)).toBe(false);
  });

  it('answers a casino action of the actions list with its page and the tournaments run under it', async () => {
    const list = (await get(`${CasinoPaths.actions}?lng=en`)).json<{ Value: { Actions: { Id: number; Name: string }[] } }>().Value.Actions;
    const crashRace = list.find((action) => action.Name.startsWith('Crash race'));
    expect(crashRace).toBeDefined();
    const response = await get(`${CasinoBonusPaths.action(crashRace?.Id ?? 0)}?lng=ru`);
    expect(response.statusCode).toBe(200);
    const { action } = CasinoBonusActionResponseSchema.parse(response.json());
    expect(action).toMatchObject({ id: crashRace?.Id, slug: 'crash-race', name: 'Краш-гонка: поднимитесь в таблице лидеров', ctaPath: 'bonus/casino/tournaments/rocket-race', ctaLabel: 'Открыть таблицу' });
    expect(action.tournaments.map((tournament) => tournament.slug)).toEqual(['rocket-race']);

    // Turkish has the action's name but no page texts: they read in English.
    const turkish = CasinoBonusActionResponseSchema.parse((await get(`${CasinoBonusPaths.action(1)}?lng=tr`)).json()).action;
    expect(turkish).toMatchObject({ name: 'Hoş geldin paketi: %100 bonus + 150 bedava dönüş', promotionSlug: 'welcome-casino-bonus', ctaLabel: 'Make a deposit' });
    expect(turkish.terms.length).toBeGreaterThan(0);

    expect((await get(CasinoBonusPaths.action(999))).json()).toMatchObject({ error: { code: 'casino_action_not_found' } });
    expect((await get(CasinoBonusPaths.action(999))).statusCode).toBe(404);
    expect((await get('/web-api/casino/bonus/actions/abc')).statusCode).toBe(400);
  });

  it('lists the content app’s casino promotions and answers one of them, never a promotion of another category', async () => {
    const listed = CasinoBonusPromotionsResponseSchema.parse((await get(`${CasinoBonusPaths.promotions}?lng=en`)).json()).promotions;
    const slugs = listed.map((promotion) => promotion.slug);
    expect(slugs).toEqual(expect.arrayContaining(['welcome-casino-bonus', 'weekly-casino-cashback', 'daily-drops']));
    expect(slugs).not.toContain('accumulator-insurance');
    expect(slugs).not.toContain('welcome-sports-bonus');

    const response = await get(`${CasinoBonusPaths.promotion('welcome-casino-bonus')}?lng=en`);
    expect(response.statusCode).toBe(200);
    const { promotion } = CasinoBonusPromotionResponseSchema.parse(response.json());
    expect(promotion).toMatchObject({ slug: 'welcome-casino-bonus', lang: 'en', actionPath: 'office/bonuses/deposit', isActive: true });
    expect(promotion.body.length + promotion.terms.length).toBeGreaterThan(0);
    const links = [...promotion.body, ...promotion.terms].flatMap((block) => (block.type === 'list' ? block.items.flat() : block.text)).flatMap((run) => (run.href ? [run.href] : []));
    for (const href of links) expect(href).toMatch(/^\/(?!\/)/);
    expect(JSON.stringify(promotion)).not.toContain('{companyName}');

    const byId = CasinoBonusPromotionResponseSchema.parse((await get(CasinoBonusPaths.promotion(promotion.id))).json());
    expect(byId.promotion.slug).toBe('welcome-casino-bonus');
    const sport = await get(CasinoBonusPaths.promotion('welcome-sports-bonus'));
    expect(sport.statusCode).toBe(404);
    expect(sport.json()).toMatchObject({ error: { code: 'casino_promotion_not_found' } });
  });
});

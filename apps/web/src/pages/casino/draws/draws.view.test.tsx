import type { CasinoDraw, CasinoDrawStateResponse, CasinoDrawTicket } from '@betting/contracts';
import { bingoCard, drawSequence, serverSeedHash } from '@betting/games';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $userId } from '../../../entities/session/session-state';
import { BingoPaytable, BingoTicket } from './BingoPage';
import { BuyPanel, LatestDraws, MyTickets, NextDraw } from './DrawParts';
import { kenoModel } from './draws.model';
import { KenoPaytable, KenoTicket } from './KenoPage';

// Without an i18next instance the views write their keys: the tests read those.
const SEED = 'view-seed';
const settled: CasinoDraw = {
  id: 7,
  game: 'keno',
  status: 'settled',
  opensAt: '2026-11-23T11:55:00.000Z',
  drawAt: '2026-11-23T12:00:00.000Z',
  serverSeedHash: serverSeedHash(SEED),
  serverSeed: SEED,
  balls: drawSequence('keno', SEED, 7),
  ticketsCount: 2,
  settledAt: '2026-11-23T12:00:20.000Z',
};
const state: CasinoDrawStateResponse = {
  game: 'keno',
  serverNowMs: Date.parse('2026-11-23T12:01:00.000Z'),
  schedule: { everySeconds: 300, ballIntervalMs: 1_000 },
  open: { ...settled, id: 8, status: 'open', drawAt: '2026-11-23T12:05:00.000Z', serverSeed: null, balls: [], ticketsCount: 0, settledAt: null },
  drawing: null,
  latest: [settled, { ...settled, id: 6, balls: [...settled.balls].reverse() }],
  stakes: { currency: 'RUB', range: { min: 100, max: 100_000, initial: 1_000 } },
};

function kenoTicket(picks: number[]): CasinoDrawTicket {
  return {
    id: 700_001,
    game: 'keno',
    status: 'settled',
    currency: 'RUB',
    stake: 1_000,
    unitStake: 1_000,
    selection: { game: 'keno', picks },
    outcome: { game: 'keno', hits: picks.filter((pick) => settled.balls.includes(pick)), multiplier: 0, payout: 0 },
    payout: 0,
    boughtAt: '2026-11-23T11:58:00.000Z',
    settledAt: settled.settledAt,
    draw: { id: 7, status: 'settled', drawAt: settled.drawAt, balls: settled.balls, serverSeedHash: settled.serverSeedHash, serverSeed: SEED },
  };
}

const inScope = (node: ReactNode, userId: number | null = 42) => {
  const scope = fork({ values: [[$userId, userId]] });
  return renderToString(<Provider value={scope}>{node}</Provider>);
};

describe('the draw pages’ views', () => {
  it('marks the drawn picks of a keno ticket for eyes and screen readers', () => {
    const missed = Array.from({ length: 80 }, (_, index) => index + 1).find((number) => !settled.balls.includes(number)) ?? 0;
    const picks = [settled.balls[0] ?? 0, settled.balls[1] ?? 0, missed];
    const html = inScope(<KenoTicket ticket={kenoTicket(picks)} balls={settled.balls} />);
    expect(html.match(/draw-ball--hit/g)).toHaveLength(2);
    expect(html.match(/draws\.keno\.hit</g)).toHaveLength(2);
    expect(html).toContain('draws.keno.hitsSoFar');
  });

  it('draws each bingo card as a 5 × 5 table with a free centre and the called numbers marked', () => {
    const card = bingoCard(700_001, 0);
    const ticket: CasinoDrawTicket = { ...kenoTicket([1]), game: 'bingo', selection: { game: 'bingo', cards: [card] }, outcome: null };
    const html = inScope(<BingoTicket ticket={ticket} balls={card.slice(0, 5)} />);
    expect(html.match(/<td /g)).toHaveLength(25);
    expect(html).toContain('draws.bingo.free');
    // The top row's five numbers and the free centre.
    expect(html.match(/bingo-card__cell--marked/g)).toHaveLength(6);
  });

  it('shows the paytables: keno’s row for the picks made, bingo’s tiers per pattern', () => {
    const keno = inScope(<KenoPaytable picks={3} stake={1_000} currency="RUB" />);
    expect(keno).toContain('×27');
    expect(keno).toContain('×4.1');
    expect(keno).not.toContain('×3.8');
    const bingo = inScope(<BingoPaytable />);
    expect(bingo.match(/draws\.bingo\.tier/g)).toHaveLength(11);
  });

  it('counts down to the open draw, lists the latest results verified in the browser, and my tickets', async () => {
    const scope = fork({ values: [[$userId, 42]], handlers: [[kenoModel.__.loadStateFx, () => Promise.resolve({ state, receivedAtMs: state.serverNowMs })]] });
    await allSettled(kenoModel.__.stateQuery.start, { scope });
    const html = renderToString(
      <Provider value={scope}>
        <NextDraw model={kenoModel} game="keno" />
        <LatestDraws model={kenoModel} game="keno" />
        <MyTickets model={kenoModel} game="keno" renderTicket={() => null} />
      </Provider>,
    );
    expect(html).toContain('draws.nextDraw');
    expect(html).toContain(state.open?.serverSeedHash.slice(0, 8));
    // Draw 7's balls are its seed's; draw 6 claims them reversed, which the browser's verification refuses.
    expect(html.match(/draws\.verified</g)).toHaveLength(1);
    expect(html.match(/draws\.notVerified</g)).toHaveLength(1);
    expect(html).toContain('draws.myTickets');
  });

  it.each(['time_out_active', 'self_exclusion_active', 'wagering_limit_exceeded', 'loss_limit_exceeded', 'session_limit_reached'] as const)(
    'a refused ticket says which limit refused it (%s), assertively, next to the buy button',
    (reason) => {
      const limit =
        reason === 'time_out_active' || reason === 'self_exclusion_active'
          ? { code: reason, limitType: reason === 'time_out_active' ? (33 as const) : (30 as const), endsAt: 1_800_000_000 }
          : reason === 'session_limit_reached'
            ? { code: reason, limitType: 31 as const, limitValue: 2 }
            : { code: reason, limitType: reason === 'wagering_limit_exceeded' ? (1 as const) : (10 as const), limitValue: 10, remaining: 0, currency: 'RUB' };
      const scope = fork({ values: [[$userId, 42], [kenoModel.$refusal, { code: 'limit_refused', params: { reason }, limit }]] });
      const html = renderToString(
        <Provider value={scope}>
          <BuyPanel model={kenoModel} lng="en" stakeText="10" onStake={() => undefined} stakeProblem={null} cost={1_000} selectionHint={null} stakeLabel="stake" onBuy={() => undefined} />
        </Provider>,
      );
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>draws\\.errors\\.limit_refused payments\\.limitReasons\\.${reason}<`));
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentsBetween, raceWordOf, sceneOf, type StreamState } from './moments';

const live = (over: Partial<StreamState> = {}): StreamState => ({ isLive: true, isFinished: false, period: 1, scores: [0, 0], periodScores: [[0, 0]], points: null, ...over });

describe('the stream moments read from the live feed', () => {
  it('the first reading replays nothing (the page loaded it)', () => {
    expect(momentsBetween(null, live({ scores: [2, 1] }), 'fifa')).toEqual([]);
  });

  it('a field sport: the start, a goal of each side, the second half and the final whistle', () => {
    const prematch: StreamState = { isLive: false, isFinished: false, period: 0, scores: [null, null], periodScores: [], points: null };
    expect(momentsBetween(prematch, live(), 'fifa')).toEqual([{ kind: 'start' }]);
    expect(momentsBetween(live(), live({ scores: [1, 0] }), 'fifa')).toEqual([{ kind: 'goal', side: 0, scores: [1, 0] }]);
    expect(momentsBetween(live({ scores: [1, 0] }), live({ scores: [1, 1], period: 2 }), 'football')).toEqual([
      { kind: 'periodStart', period: 2 },
      { kind: 'goal', side: 1, scores: [1, 1] },
    ]);
    expect(momentsBetween(live({ scores: [1, 1], period: 2 }), { ...live({ scores: [2, 1], period: 2 }), isLive: false, isFinished: true }, 'football')).toEqual([
      { kind: 'goal', side: 0, scores: [2, 1] },
      { kind: 'finished', scores: [2, 1] },
    ]);
  });

  it('an esports map: a round, then the round that wins the map', () => {
    expect(momentsBetween(live({ periodScores: [[4, 3]] }), live({ periodScores: [[4, 4]] }), 'cs2')).toEqual([{ kind: 'race', side: 1, period: 1, race: [4, 4] }]);
    expect(
      momentsBetween(
        live({ periodScores: [[12, 9]] }),
        live({
          scores: [1, 0],
          period: 2,
          periodScores: [
            [13, 9],
            [0, 0],
          ],
        }),
        'cs2'
      )
    ).toEqual([
      { kind: 'race', side: 0, period: 1, race: [13, 9] },
      { kind: 'period', side: 0, period: 1, scores: [1, 0] },
    ]);
  });

  it('tennis: a point inside a game, and a game that ends with its point shows as the game', () => {
    expect(momentsBetween(live({ periodScores: [[2, 2]], points: [1, 0] }), live({ periodScores: [[2, 2]], points: [1, 1] }), 'tennis')).toEqual([{ kind: 'point', side: 1, points: [1, 1] }]);
    expect(momentsBetween(live({ periodScores: [[2, 2]], points: [3, 1] }), live({ periodScores: [[3, 2]], points: [0, 0] }), 'tennis')).toEqual([{ kind: 'race', side: 0, period: 1, race: [3, 2] }]);
  });

  it('every goal of a reading is a moment (up to a few), and a reading without change is none', () => {
    fc.assert(
      fc.property(fc.nat(4), fc.nat(4), fc.nat(3), fc.nat(3), (home, away, moreHome, moreAway) => {
        const before = live({ scores: [home, away] });
        const after = live({ scores: [home + moreHome, away + moreAway] });
        const goals = momentsBetween(before, after, 'football').filter((moment) => moment.kind === 'goal');
        expect(goals).toHaveLength(moreHome + moreAway);
        expect(goals.filter((goal) => goal.kind === 'goal' && goal.side === 0)).toHaveLength(moreHome);
        expect(momentsBetween(after, after, 'football')).toEqual([]);
      })
    );
  });

  it('each sport has its scene and its word for a point of the race', () => {
    expect([sceneOf('fifa'), sceneOf('ehockey'), sceneOf('tennis'), sceneOf('cs2'), sceneOf('darts')]).toEqual(['field', 'field', 'net', 'arena', 'arena']);
    expect([raceWordOf('tennis'), raceWordOf('valorant'), raceWordOf('volleyball')]).toEqual(['game', 'round', 'point']);
  });
});

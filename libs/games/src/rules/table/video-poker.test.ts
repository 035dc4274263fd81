import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { replayRound, rtpMilliPercent } from '../engine';
import { parseCard, type Card } from './cards';
import { VIDEO_POKER_VARIANTS, bestHold, holdValues, videoPokerEngine, videoPokerHand, videoPokerRtp, type VideoPokerVariant } from './video-poker';

/** About two seconds on a quiet machine for both tables; the timeout leaves room for a loaded CI runner. */
const ENUMERATION_TIMEOUT_MS = 20_000;

const cards = (names: string): Card[] => names.split(' ').map((name) => parseCard(name)!);

describe('video poker', () => {
  it.each<[VideoPokerVariant, string, string]>([
    ['jacks-or-better', 'As Ks Qs Js Ts', 'royal-flush'],
    ['jacks-or-better', '9h Th Jh Qh Kh', 'straight-flush'],
    ['jacks-or-better', 'Ah 2h 3h 4h 5h', 'straight-flush'],
    ['jacks-or-better', 'Ac 2d 3h 4s 5c', 'straight'],
    ['jacks-or-better', 'Qc Kd Ah 2s 3c', 'nothing'],
    ['jacks-or-better', '7c 7d 7h 7s 2c', 'four-of-a-kind'],
    ['jacks-or-better', '7c 7d 7h 2s 2c', 'full-house'],
    ['jacks-or-better', 'Jc Jd 4h 5s 9c', 'jacks-or-better'],
    ['jacks-or-better', 'Tc Td 4h 5s 9c', 'nothing'],
    ['jacks-or-better', 'Tc Td 4h 4s 9c', 'two-pair'],
    ['deuces-wild', 'As Ks Qs Js Ts', 'natural-royal-flush'],
    ['deuces-wild', '2s 2c 2d 2h 9c', 'four-deuces'],
    ['deuces-wild', '2s Ks Qs Js Ts', 'wild-royal-flush'],
    ['deuces-wild', '2s 2d 9s 9c 9h', 'five-of-a-kind'],
    ['deuces-wild', '2s 5h 6h 8h 9h', 'straight-flush'],
    ['deuces-wild', '2s 2d 5h 9c Kh', 'three-of-a-kind'],
    ['deuces-wild', '2s 5h 5d 9c 9h', 'full-house'],
    ['deuces-wild', '2s Ad 3h 4c 5s', 'straight'],
    ['deuces-wild', '2s Ad 3h 4c 6s', 'nothing'],
    ['deuces-wild', 'Jc Jd 4h 5s 9c', 'nothing'],
  ])('%s: %s is %s', (variant, hand, expected) => {
    expect(videoPokerHand(variant, cards(hand))).toBe(expected);
  });

  it(
    'exact RTP under optimal play, by enumeration over the 134,459 suit classes: JoB 9/6 99.5439 %, full-pay Deuces Wild 100.7620 %, NSUD 99.7283 %',
    () => {
      const job = videoPokerRtp('jacks-or-better');
      expect(job.classes).toBe(134_459);
      expect(job.rtp).toEqual({ numerator: 1_653_526_326_983n, denominator: 1_661_102_543_100n });
      expect(Math.round(rtpMilliPercent(job.rtp) / 10)).toBe(9954);
      expect(Number((job.rtp.numerator * 10_000_000n) / job.rtp.denominator)).toBe(9_954_390);
      const deuces = videoPokerRtp('deuces-wild');
      expect(Number((deuces.rtp.numerator * 10_000_000n) / deuces.rtp.denominator)).toBe(10_076_196);
      expect(videoPokerEngine.rtp({ variant: 'deuces-wild' })).toBe(deuces.rtp);
      const nsud = videoPokerRtp('deuces-wild-nsud');
      expect(Number((nsud.rtp.numerator * 10_000_000n) / nsud.rtp.denominator)).toBe(9_972_829);
    },
    ENUMERATION_TIMEOUT_MS
  );

  it(
    'optimal holds: a dealt royal stands, a low pair beats four to an outside straight, deuces are always held',
    () => {
      expect(bestHold('jacks-or-better', cards('Ts Js Qs Ks As')).hold).toEqual([true, true, true, true, true]);
      expect(bestHold('jacks-or-better', cards('5c 5d 9h Ts Jc')).hold).toEqual([true, true, false, false, false]);
      expect(bestHold('jacks-or-better', cards('Qh 3c Kh 8d Jh')).hold).toEqual([true, false, true, false, true]);
      expect(bestHold('deuces-wild', cards('2c 7d 9h Ks 3c')).hold).toEqual([true, false, false, false, false]);
      // holding all five of a paying hand returns its pay exactly; a flush with nothing better stands
      expect(holdValues('jacks-or-better', cards('2h 7h 9h Jh Kh'))[31]).toBe(6);
      expect(bestHold('jacks-or-better', cards('2h 7h 9h Jh Kh')).value).toBe(6);
    },
    ENUMERATION_TIMEOUT_MS
  );

  const arbHold = fc.array(fc.boolean(), { minLength: 5, maxLength: 5 });
  test.prop([arbSeeds, arbStake, fc.constantFrom(...VIDEO_POKER_VARIANTS), arbHold])(
    'deal, hold, draw: held cards stay, the rest are new cards of the deck, replayed from the seeds',
    (seeds, stake, variant, hold) => {
      const params = { variant };
      const open = videoPokerEngine.start(seeds, params, stake);
      expect(open.finished).toBe(false);
      expect(videoPokerEngine.payout(open)).toBe(0);
      expect(new Set(open.dealt).size).toBe(5);
      const drawn = videoPokerEngine.act(open, { type: 'draw', hold }, seeds);
      if (!drawn.ok) throw new Error('the draw was refused');
      const state = drawn.value;
      expect(state.final!.filter((card, i) => hold[i] && card === open.dealt[i])).toHaveLength(hold.filter(Boolean).length);
      expect(new Set([...open.dealt, ...state.final!]).size).toBe(5 + hold.filter((h) => !h).length);
      expect(state.multiplier).toBeLessThanOrEqual(videoPokerEngine.maxMultiplier(params));
      expect(replayRound(videoPokerEngine, seeds, params, stake, [{ type: 'draw', hold }])).toEqual({ ok: true, value: state });
      expect(videoPokerEngine.act(state, { type: 'draw', hold }, seeds).ok).toBe(false);
    }
  );

  it.each([[{ type: 'draw', hold: [true, true] }], [{ type: 'stand' }], [{ type: 'draw', hold: [1, 0, 0, 0, 0] }]])('refuses the action %j', (action) => {
    expect(videoPokerEngine.parseAction(action).ok).toBe(false);
  });
});

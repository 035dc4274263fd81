import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStake } from '../testing';
import {
  BINGO_CENTRE,
  BINGO_FREE,
  BINGO_LINES,
  BINGO_MAX_BALLS,
  BINGO_MAX_MULTIPLIER,
  BINGO_NUMBERS,
  bingoBallsCalled,
  bingoCard,
  bingoCardOutcome,
  bingoFullHouseChance,
  bingoFullHouseRtp,
  bingoPrize,
  bingoSequence,
  bingoTicketOutcome,
  isBingoCard,
} from './bingo';
import { drawSequence } from './draws';

const arbTicketId = fc.integer({ min: 1, max: 1_000_000_000 });
const arbCardIndex = fc.integer({ min: 0, max: 3 });
const arbCard = fc.tuple(arbTicketId, arbCardIndex).map(([ticketId, index]) => bingoCard(ticketId, index));
const arbSequence = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: BINGO_MAX_BALLS, maxLength: BINGO_MAX_BALLS }).map(bingoSequence);
const arbCalled = fc.tuple(arbSequence, fc.integer({ min: 0, max: BINGO_MAX_BALLS })).map(([sequence, count]) => sequence.slice(0, count));

describe('bingo', () => {
  it('a card is generated from its ticket the same way everywhere (a table other implementations can check)', () => {
    expect(bingoCard(700_001, 0)).toEqual([2, 20, 44, 48, 69, 14, 24, 31, 47, 67, 6, 17, 0, 59, 70, 11, 26, 34, 46, 63, 1, 21, 43, 53, 62]);
  });

  test.prop([arbTicketId, arbCardIndex])('a card has five numbers of each column’s range, all different, and a free centre', (ticketId, index) => {
    const card = bingoCard(ticketId, index);
    expect(isBingoCard(card)).toBe(true);
    expect(card[BINGO_CENTRE]).toBe(BINGO_FREE);
    expect(bingoCard(ticketId, index)).toEqual(card);
  });

  it.each([
    [[1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65], true],
    [[1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 33, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65], false],
    [[16, 1, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65], false],
    [[1, 16, 31, 46, 61, 1, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65], false],
  ])('isBingoCard(%j) is %s', (card, valid) => {
    expect(isBingoCard(card)).toBe(valid);
  });

  test.prop([arbSequence])('a draw’s sequence is 60 different balls from 1 to 75', (sequence) => {
    expect(sequence).toHaveLength(BINGO_MAX_BALLS);
    expect(new Set(sequence).size).toBe(BINGO_MAX_BALLS);
    for (const ball of sequence) expect(ball >= 1 && ball <= BINGO_NUMBERS).toBe(true);
  });

  test.prop([arbCard, arbCalled])('patterns complete in order, only with called numbers, and pay their tiers added up', (card, called) => {
    const outcome = bingoCardOutcome(card, called);
    const calledSet = new Set(called);
    const fullLines = BINGO_LINES.filter((line) => line.every((cell) => card[cell] === BINGO_FREE || calledSet.has(card[cell] ?? -1))).length;
    expect(outcome.lineAt !== null).toBe(fullLines >= 1);
    expect(outcome.twoLinesAt !== null).toBe(fullLines >= 2);
    expect(outcome.fullHouseAt !== null).toBe(card.every((cell) => cell === BINGO_FREE || calledSet.has(cell)));
    if (outcome.twoLinesAt !== null) expect(outcome.twoLinesAt).toBeGreaterThanOrEqual(outcome.lineAt ?? Number.NaN);
    if (outcome.fullHouseAt !== null) expect(outcome.fullHouseAt).toBeGreaterThanOrEqual(outcome.twoLinesAt ?? Number.NaN);
    for (const at of [outcome.lineAt, outcome.twoLinesAt, outcome.fullHouseAt]) if (at !== null) expect(at >= 4 && at <= called.length).toBe(true);
    expect(outcome.multiplier).toBe(bingoPrize('line', outcome.lineAt) + bingoPrize('twoLines', outcome.twoLinesAt) + bingoPrize('fullHouse', outcome.fullHouseAt));
  });

  test.prop([fc.array(arbCard, { minLength: 1, maxLength: 4 }), arbCalled, arbStake])('a ticket pays its cards’ multipliers added up, rounded once', (cards, called, stake) => {
    const outcome = bingoTicketOutcome(cards, called, stake);
    const multiplier = cards.reduce((sum, card) => sum + bingoCardOutcome(card, called).multiplier, 0);
    expect(outcome.multiplier).toBe(multiplier);
    expect(outcome.payout).toBe(multiplier === 0 ? 0 : applyCoef(stake, multiplier));
    expect(outcome.multiplier).toBeLessThanOrEqual(cards.length * BINGO_MAX_MULTIPLIER);
  });

  test.prop([arbSequence, fc.array(arbCard, { maxLength: 30 })])('a draw calls balls until the first full house of its cards, at most 60', (sequence, cards) => {
    const called = bingoBallsCalled(sequence, cards);
    const fullHouses = cards.map((card) => bingoCardOutcome(card, sequence).fullHouseAt).filter((at): at is number => at !== null);
    expect(called).toBe(fullHouses.length > 0 ? Math.min(...fullHouses) : BINGO_MAX_BALLS);
  });

  it('a card whose top row is called first pays the quick line; the whole card called pays the full house by its count', () => {
    const card = bingoCard(700_001, 0);
    const topRow = card.slice(0, 5);
    const rest = card.slice(5).filter((cell) => cell !== BINGO_FREE);
    expect(bingoCardOutcome(card, topRow)).toEqual({ lineAt: 5, twoLinesAt: null, fullHouseAt: null, multiplier: 25_000 });
    // The centre column is only four numbers: with the top row it makes a second line (the N column) at 8 balls.
    const nColumn = [card[7], card[17], card[22]] as number[];
    expect(bingoCardOutcome(card, [...topRow, ...nColumn])).toMatchObject({ lineAt: 5, twoLinesAt: 8, multiplier: 25_000 + 50_000 });
    const everything = [...topRow, ...rest];
    expect(bingoCardOutcome(card, everything)).toMatchObject({ fullHouseAt: 24, multiplier: 25_000 + 50_000 + 5_000_000 });
  });

  test.prop([fc.integer({ min: 24, max: BINGO_NUMBERS })])('the full house chance is C(k, 24) / C(75, 24) in its other form', (balls) => {
    const { ways, total } = bingoFullHouseChance(balls);
    const choose = (n: number, k: number) => {
      let result = 1n;
      for (let index = 1; index <= k; index += 1) result = (result * BigInt(n - k + index)) / BigInt(index);
      return result;
    };
    expect(ways * choose(BINGO_NUMBERS, 24)).toBe(choose(balls, 24) * total);
  });

  it('the full house returns 13.46 % of a lone card’s price, exactly by its tiers', () => {
    expect(bingoFullHouseRtp()).toBeCloseTo(0.134586, 6);
  });

  it('25 000 simulated lone cards: the line and two-lines returns as documented (4 standard errors)', () => {
    const cards = 25_000;
    const parts = { line: [0, 0], twoLines: [0, 0] };
    for (let drawId = 1; drawId <= cards; drawId += 1) {
      const card = bingoCard(drawId, 0);
      const outcome = bingoCardOutcome(card, drawSequence('bingo', 'rtp-seed', drawId));
      const line = bingoPrize('line', outcome.lineAt) / 1_000;
      const twoLines = bingoPrize('twoLines', outcome.twoLinesAt) / 1_000;
      parts.line = [(parts.line[0] ?? 0) + line, (parts.line[1] ?? 0) + line ** 2];
      parts.twoLines = [(parts.twoLines[0] ?? 0) + twoLines, (parts.twoLines[1] ?? 0) + twoLines ** 2];
    }
    for (const [name, documented] of [['line', 0.372], ['twoLines', 0.417]] as const) {
      const [sum = 0, squares = 0] = parts[name];
      const mean = sum / cards;
      expect(Math.abs(mean - documented), name).toBeLessThan(4 * Math.sqrt((squares / cards - mean ** 2) / cards) + 0.002);
    }
  }, 60_000);
});

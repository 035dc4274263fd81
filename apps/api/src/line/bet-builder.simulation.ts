/**
 * A simulation of the line's model for checking the bet builder's price (tests only; no production code imports it):
 * games drawn from a seeded generator — goals per period and side ~ Poisson (overtime's goal on a level score where
 * the sport has no draw), or an elo series map by map, point by point — each judged by the legs' settlement rule.
 */
import { builderResult, type BuilderLeg } from './bet-builder';
import { eloWinProbability, mapsToWin, overtimeHomeShare, pointProbability, poissonRates, racePoints, type ModelState } from './odds';
import { rng } from './random';

export const SAMPLES = 100_000;

function poissonSample(next: () => number, mean: number): number {
  // Knuth: fine for the small means of one period.
  const limit = Math.exp(-mean);
  let k = 0;
  let product = next();
  while (product > limit) {
    k += 1;
    product *= next();
  }
  return k;
}

/** One game of the model played out with `next`: goals per period and side (poisson) or points per map (elo). */
export function sampleFinal(state: ModelState, next: () => number): ModelState {
  const sport = state.sport;
  if (sport.model === 'poisson') {
    const rates = poissonRates(sport, state.homeRating, state.awayRating);
    const periodScores: [number, number][] = [];
    let home = 0;
    let away = 0;
    for (let k = 0; k < sport.periods; k += 1) {
      const h = poissonSample(next, rates.home / sport.periods);
      const a = poissonSample(next, rates.away / sport.periods);
      periodScores.push([h, a]);
      home += h;
      away += a;
    }
    if (!sport.hasDraw && home === away) {
      if (next() < overtimeHomeShare(sport, state.homeRating, state.awayRating)) home += 1;
      else away += 1;
    }
    return { ...state, period: sport.periods, home, away, periodScores };
  }
  const target = racePoints(sport);
  const w = mapsToWin(sport.periods);
  const q = pointProbability(eloWinProbability(state.homeRating, state.awayRating), target);
  const periodScores: [number, number][] = [];
  let home = 0;
  let away = 0;
  while (home < w && away < w) {
    let h = 0;
    let a = 0;
    while (h < target && a < target) {
      if (next() < q) h += 1;
      else a += 1;
    }
    periodScores.push([h, a]);
    if (h > a) home += 1;
    else away += 1;
  }
  return { ...state, period: periodScores.length, home, away, periodScores };
}

/** P(every leg won) / (1 − P(refunded)) over SAMPLES games of the model from a fixed seed. */
export function simulated(state: ModelState, legs: readonly BuilderLeg[], seed: number): number {
  const next = rng(seed);
  let won = 0;
  let refunded = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const result = builderResult(sampleFinal(state, next), legs);
    if (result === 'won') won += 1;
    else if (result === 'refunded') refunded += 1;
  }
  return won / (SAMPLES - refunded);
}

import { err, ok, type Result } from '@betting/kernel';
import { DrawStream, roundFinished, type EngineState, type GameEngine } from '../engine';
import { payoutOf, type Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';
import { SLOT_MAX_RTP_BP, SLOT_MIN_RTP_BP, slotMachineFor, volatilityOf } from './generator';
import { slotMaxMultiplier, slotRtp, spinOf, type SlotMachine, type SlotSpin, type SlotVolatility } from './machine';

/**
 * The reel engine: a catalogue tile names its machine by key, RTP target and volatility (`slotMachineFor` builds it),
 * and a round is one paid spin plus every free spin it leads to, all drawn in turn from the round's stream (one exactly
 * uniform stop per reel per spin). Single step: `start` answers the finished round.
 */
export interface SlotEngineParams {
  readonly key: string;
  readonly rtpBasisPoints: number;
  readonly volatility: SlotVolatility;
}

export interface SlotRoundState extends EngineState {
  readonly key: string;
  /** The paid spin first, then the free spins in order. */
  readonly spins: readonly SlotSpin[];
  readonly freeSpinMultiplier: number;
}

export type SlotEngineAction = { readonly type: 'none' };

export const SLOT_VOLATILITIES: readonly SlotVolatility[] = ['low', 'medium', 'high'];

export const machineOf = (params: SlotEngineParams): SlotMachine => slotMachineFor(params.key, { rtpBasisPoints: params.rtpBasisPoints, volatility: params.volatility });

/** A round from a machine and its stream (pure in the stream). */
export function playSlotRound(machine: SlotMachine, stream: DrawStream): { spins: SlotSpin[]; multiplier: Multiplier } {
  const spinOnce = (awarded: number) =>
    spinOf(
      machine,
      machine.strips.map((strip) => stream.index(strip.length)),
      awarded
    );
  const base = spinOnce(0);
  const spins = [base];
  let awarded = base.awarded;
  let left = base.awarded;
  let free = 0;
  while (left > 0) {
    const spin = spinOnce(awarded);
    spins.push(spin);
    awarded += spin.awarded;
    left += spin.awarded - 1;
    free += spin.win;
  }
  return { spins, multiplier: base.win + (machine.freeSpins?.multiplier ?? 0) * free };
}

function parseParams(input: unknown): Result<SlotEngineParams, string> {
  const { key, rtpBasisPoints, volatility } = (input ?? {}) as Partial<Record<keyof SlotEngineParams, unknown>>;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) return err('a machine key is 1–200 characters');
  if (typeof rtpBasisPoints !== 'number' || !Number.isInteger(rtpBasisPoints) || rtpBasisPoints < SLOT_MIN_RTP_BP || rtpBasisPoints > SLOT_MAX_RTP_BP)
    return err(`the RTP target is ${SLOT_MIN_RTP_BP}–${SLOT_MAX_RTP_BP} basis points`);
  if (!SLOT_VOLATILITIES.includes(volatility as SlotVolatility)) return err('volatility is low, medium or high');
  return ok({ key, rtpBasisPoints, volatility: volatility as SlotVolatility });
}

/**
 * A tile's variant name, `{key}:{rtpBasisPoints}:{volatility}` (the key may itself hold colons: the last two parts are
 * the target), as params; null when the name is not one.
 */
export function slotParamsOfVariant(variant: string): SlotEngineParams | null {
  const parts = variant.split(':');
  if (parts.length < 3) return null;
  const volatility = parts.pop()!;
  const rtp = parts.pop()!;
  if (!/^\d{4}$/.test(rtp)) return null;
  const parsed = parseParams({ key: parts.join(':'), rtpBasisPoints: Number(rtp), volatility });
  return parsed.ok ? parsed.value : null;
}

export const slotVariantName = (params: SlotEngineParams): string => `${params.key}:${params.rtpBasisPoints}:${params.volatility}`;

export const slotEngine: GameEngine<SlotEngineParams, SlotRoundState, SlotEngineAction> = {
  kind: 'slots',
  defaultParams: { key: 'house-reels', rtpBasisPoints: 9600, volatility: 'medium' },
  paramsOfVariant: slotParamsOfVariant,
  parseParams,
  parseAction: () => err('a spin takes no actions'),
  maxMultiplier: (params) => slotMaxMultiplier(machineOf(params)),
  rtp: (params) => slotRtp(machineOf(params)).total,
  start(seeds: SeedTriple, params, stake) {
    const machine = machineOf(params);
    const stream = new DrawStream(seeds);
    const { spins, multiplier } = playSlotRound(machine, stream);
    return { stake, draws: stream.position, finished: true, multiplier, key: machine.key, spins, freeSpinMultiplier: machine.freeSpins?.multiplier ?? 1 };
  },
  act: () => roundFinished(),
  isFinished: (state) => state.finished,
  payout: (state) => payoutOf(state.stake, state.multiplier),
  view: (state) => state,
};

/** What a tile's page publishes about its machine: layout, exact RTP, volatility (σ), the bound on a round's win. */
export function slotMachineSheet(params: SlotEngineParams): { machine: SlotMachine; rtp: ReturnType<typeof slotRtp>; sigma: number; volatility: SlotVolatility; maxMultiplier: Multiplier } {
  const machine = machineOf(params);
  const { sigma, volatility } = volatilityOf(machine);
  return { machine, rtp: slotRtp(machine), sigma, volatility, maxMultiplier: slotMaxMultiplier(machine) };
}

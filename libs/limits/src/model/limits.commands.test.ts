import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitsCommandsProperty, memoryLimitsSystem, type LimitsSystemSetup, type LimitsSystemUnderTest } from '../testing';

/**
 * The shared command sequences (src/harness/commands.ts: set, raise, lower, approve, reject, cancel, deposit, stake,
 * settle, advance time, list) against the in-memory system built from the rules. The API's integration suite runs
 * the same property against the limit service.
 */
const memory = async (setup: LimitsSystemSetup) => memoryLimitsSystem(setup);

describe('limits, model-based', () => {
  it('any sequence of changes, money and time keeps every rule', async () => {
    await fc.assert(limitsCommandsProperty(memory), { numRuns: 300 });
  });

  it('keeps every rule when only money moves during a self-exclusion', async () => {
    await fc.assert(limitsCommandsProperty(memory, { whileSelfExcluded: 'money-only', listAfterEachChange: false, maxCommands: 60 }), { numRuns: 100 });
  });
});

/** Systems with one rule broken: the command set must catch each (so other teams can trust a green run). */
const broken: ReadonlyArray<readonly [string, (system: ReturnType<typeof memoryLimitsSystem>) => Partial<LimitsSystemUnderTest>]> = [
  [
    'a looser limit takes effect at once',
    (system) => ({
      async set(request) {
        const outcome = await system.set(request);
        if ((await system.list()).some((limit) => limit.limitState === 'PENDING')) {
          await system.advance(86_400);
          await system.approve(request.limitType);
          await system.advance(-86_400);
        }
        return outcome;
      },
    }),
  ],
  [
    'approval is possible before the 24 h',
    (system) => ({
      async approve(type) {
        await system.advance(86_400);
        const outcome = await system.approve(type);
        await system.advance(-86_400);
        return outcome;
      },
    }),
  ],
  ['loss counts stakes only (gross)', (system) => ({ settle: (betId) => system.settle(betId, 0) })],
  [
    'a deposit counts one second longer than its window',
    (system) => ({
      async deposit(amount) {
        const outcome = await system.deposit(amount);
        const deposits = system.usage().deposits as { at: number; amount: number }[];
        if (outcome.ok) deposits[deposits.length - 1] = { at: system.now() + 1, amount };
        return outcome;
      },
    }),
  ],
  [
    'a time-out does not stop stakes',
    (system) => ({
      async stake(amount) {
        const outcome = await system.stake(amount);
        return !outcome.ok && outcome.refusal.code === 'time_out_active' ? { ok: true, betId: 'never-placed' } : outcome;
      },
    }),
  ],
];

describe('the command set catches broken systems', () => {
  it.each(broken)('%s', async (_, breakIt) => {
    const create = async (setup: LimitsSystemSetup): Promise<LimitsSystemUnderTest> => {
      const system = memoryLimitsSystem(setup);
      return { ...system, ...breakIt(system) };
    };
    await expect(fc.assert(limitsCommandsProperty(create), { numRuns: 1000 })).rejects.toThrow(/Property failed/);
  });
});

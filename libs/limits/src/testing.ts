/**
 * Test helpers for other suites (`@betting/limits/testing`): arbitraries of limits, usage and clocks; the model-based
 * command set with its model, to run against any implementation of `LimitsSystemUnderTest`; an in-memory system and
 * in-memory storage for the models.
 */
export {
  arbClock,
  arbLimitCurrency,
  arbLimitType,
  arbLimitValue,
  arbLimits,
  arbLimitsScene,
  arbNowSeconds,
  arbSetLimitBody,
  arbUsage,
} from './harness/arbitraries';
export { arbLimitsSetup, expectedLimits, initialLimitsModel, limitsCommands, limitsCommandsProperty } from './harness/commands';
export type { LimitsCommandModel, LimitsCommandOptions } from './harness/commands';
export { memoryLimitsSystem } from './harness/memory-system';
export type { CreateLimitsSystem, DepositOutcome, LimitsCallOutcome, LimitsSystemSetup, LimitsSystemUnderTest, StakeOutcome } from './harness/system';
export { memoryRealityCheckStorage } from './harness/storage';

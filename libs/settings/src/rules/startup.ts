/**
 * The startup order of spec §4: cookie settings, stored settings, time zone and 12-hour flag, auth user;
 * then the server init, only if not in maintenance, not redirected and not closed.
 * The settings model runs the first three (`SETTINGS_STARTUP_STEPS`); the app runs the rest after
 * `settingsLoaded`.
 */
export const STARTUP_STEPS = ['cookie-settings', 'stored-settings', 'time-settings', 'auth-user', 'server-init'] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];
export const SETTINGS_STARTUP_STEPS: readonly StartupStep[] = ['cookie-settings', 'stored-settings', 'time-settings'];

export interface ServerInitGate {
  readonly maintenance: boolean;
  readonly redirected: boolean;
  /** The site is closed (a blocking reason). */
  readonly closed: boolean;
}

export const OPEN_SITE: ServerInitGate = { maintenance: false, redirected: false, closed: false };

export function mayInitServer({ maintenance, redirected, closed }: ServerInitGate): boolean {
  return !maintenance && !redirected && !closed;
}

/** The first step not yet done, in order; null when all that should run have run (server init skipped when gated). */
export function nextStartupStep(done: readonly StartupStep[], gate: ServerInitGate = OPEN_SITE): StartupStep | null {
  for (const step of STARTUP_STEPS) {
    if (done.includes(step)) continue;
    if (step === 'server-init' && !mayInitServer(gate)) return null;
    return step;
  }
  return null;
}

/** Every step that will run, in order. */
export function startupPlan(gate: ServerInitGate = OPEN_SITE): readonly StartupStep[] {
  const done: StartupStep[] = [];
  for (let step = nextStartupStep(done, gate); step !== null; step = nextStartupStep(done, gate)) done.push(step);
  return done;
}

import { defineConfig } from '@playwright/test';
import { AUTH_TOKEN_SIGNER } from './auth-token-signer';

/** The protection's limits set out of the journeys' way (README "Configuration"); limit tests live in the API suite. */
const GENEROUS_LIMITS_ENV = {
  ACCOUNT_FREE_FAILURES: '1000000',
  ACCOUNT_LOCK_FAILURES: '1000000',
  LIMIT_SIGN_IN: '1000000000/60',
  LIMIT_REGISTRATION: '1000000000/60',
  LIMIT_ONE_CLICK_REGISTRATION: '1000000000/60',
  LIMIT_CODE_SENDING: '1000000000/60',
  LIMIT_PASSWORD_RESET: '1000000000/60',
};

const PORT = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/**
 * Journeys that change what every visitor sees (maintenance, new terms, a moved coefficient or a finished game, the
 * payment provider's job over all pending payouts) run after the others, one at a time; the rest run two at a time,
 * each on users of its own.
 */
const SHARED_STATE = /\/(http|terms|betting|bet-builder|wallet|live-tennis)\.spec\.ts$/;
const PHONE_JOURNEYS = /\/(casino-fit|first-paint|host-shell|shell-settings|navigation|language|guards|identity|office|wallet|responsible-gaming|block-appeal|betting-phone)\.spec\.ts$/;
const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Transitions end at once, so a check never measures a colour half-way.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [/betting-phone\.spec\.ts/, SHARED_STATE], use: DESKTOP },
    // The phone project runs the journeys whose pages change with the screen (header, bottom bar, office, wallet,
    // sign-in, limits); flows that look the same everywhere (server answers, social, documents, counters…) run once,
    // on desktop, to keep the whole CI run short on two cores.
    { name: 'phone', testMatch: PHONE_JOURNEYS, testIgnore: SHARED_STATE, use: PHONE },
    { name: 'desktop-shared-state', testMatch: SHARED_STATE, dependencies: ['desktop', 'phone'], workers: 1, use: DESKTOP },
    { name: 'phone-shared-state', testMatch: /wallet\.spec\.ts/, dependencies: ['desktop-shared-state'], workers: 1, use: PHONE },
  ],
  // The built site with the non-production test-control API, on a fresh in-memory database; the journeys register and
  // sign in many people from one address, so the per-address and per-account limits are set out of their way.
  webServer: {
    command: 'node ../api/dist-test/main.mjs',
    url: `${baseURL}/bff-api/config/all.json`,
    env: { PORT: String(PORT), HOST: 'localhost', DATA_DIR: 'memory', LOG_LEVEL: 'warn', LINE_SIMULATOR_SECRET: 'e2e-line-simulator-secret-0123456789abcdef', AUTH_TOKEN_METHODS: `${AUTH_TOKEN_SIGNER.id}:${AUTH_TOKEN_SIGNER.secret}`, ...GENEROUS_LIMITS_ENV },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});

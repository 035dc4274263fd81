import { defineConfig } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
    { name: 'desktop', testIgnore: /betting-phone\.spec\.ts/, use: { viewport: { width: 1366, height: 768 } } },
    // The phone project runs the journeys whose pages change with the screen (header, bottom bar, office, wallet,
    // sign-in, limits); flows that look the same everywhere (server answers, social, documents, counters…) run once,
    // on desktop, to keep the whole CI run well under 30 minutes on two cores.
    {
      name: 'phone',
      testMatch: /(host-shell|shell-settings|navigation|language|guards|identity|office|wallet|responsible-gaming|block-appeal|betting-phone)\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // The built site with the non-production test-control API, on a fresh in-memory database.
  webServer: {
    command: 'node ../api/dist-test/main.mjs',
    url: `${baseURL}/bff-api/config/all.json`,
    env: { PORT: String(PORT), HOST: 'localhost', DATA_DIR: 'memory', LOG_LEVEL: 'warn', LINE_SIMULATOR_SECRET: 'e2e-line-simulator-secret-0123456789abcdef' },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});

// The browser journeys drive Debian's Chromium; no tool may download a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && process.env.CI) {
    console.log('Chromium is missing: installing Debian\'s chromium package…');
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (install.status !== 0 || !existsSync(CHROMIUM)) {
      console.error('Installing chromium failed.');
      process.exit(1);
    }
  } else {
    console.error(
      [
        `The browser tests need Debian's Chromium at ${CHROMIUM}, and it is not installed.`,
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
        '(Do not run `npx playwright install`: the tests use the system Chromium.)',
      ].join('\n'),
    );
    process.exit(1);
  }
}

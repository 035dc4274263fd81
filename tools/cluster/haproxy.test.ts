import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, layoutFor } from './haproxy';

const checkedIn = new URL('../../deploy/haproxy.cfg', import.meta.url);
const haproxyInstalled = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the balancer configuration', () => {
  it('checked in for three processes is the one the cluster command writes', () => {
    expect(readFileSync(checkedIn, 'utf8')).toBe(haproxyConfig(layoutFor(3)));
  });

  it('names one server per process on consecutive ports, each health-checked on /readyz', () => {
    const config = haproxyConfig(layoutFor(5, '127.0.0.1', 4000));
    expect(config.match(/^ {2}server api\d 127\.0\.0\.1:\d+ check$/gm)).toEqual([4101, 4102, 4103, 4104, 4105].map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check`));
    expect(config).toContain('option httpchk GET /readyz');
    expect(config).toContain('bind 127.0.0.1:4000');
  });

  it.runIf(haproxyInstalled)('is valid for HAProxy itself (haproxy -c)', () => {
    expect(() => execFileSync('haproxy', ['-c', '-f', checkedIn.pathname], { stdio: 'pipe' })).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { requestOrigin } from './origin';

describe('request origin', () => {
  it.each([
    [{ protocol: 'https', host: 'bet.example.com' }, 'https://bet.example.com'],
    [{ protocol: 'http', host: 'localhost:3000' }, 'http://localhost:3000'],
    [{ protocol: 'http', host: 'localhost:80' }, 'http://localhost'],
    [{ protocol: 'https', host: 'Mirror-2.Example.COM:443' }, 'https://mirror-2.example.com'],
    [{ protocol: 'http', host: '[::1]:8080' }, 'http://[::1]:8080'],
  ])('%j → %s', (request, origin) => {
    expect(requestOrigin(request)).toBe(origin);
  });

  it.each(['evil.com/path', 'a b', 'x"><script>', '', 'example.com:port', 'user@example.com'])('refuses the host %j', (host) => {
    expect(requestOrigin({ protocol: 'http', host })).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { scheduleIdlePrefetch } from './idle-prefetch';

function fakeWindow(connection?: { effectiveType?: string; saveData?: boolean }, withIdleCallback = true) {
  const idle = vi.fn((callback: () => void, _options: { timeout: number }) => (callback(), 1));
  const timeout = vi.fn((callback: () => void, _ms: number) => (callback(), 1));
  return { win: { navigator: connection ? { connection } : {}, ...(withIdleCallback ? { requestIdleCallback: idle } : {}), setTimeout: timeout }, idle, timeout };
}

describe('scheduleIdlePrefetch', () => {
  it('prefetches when idle, at the latest after 2000 ms', () => {
    const { win, idle } = fakeWindow({ effectiveType: '4g' });
    const prefetch = vi.fn();
    expect(scheduleIdlePrefetch(prefetch, win)).toBe(true);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('falls back to a 2000 ms timer where the browser has no idle callback', () => {
    const { win, timeout } = fakeWindow(undefined, false);
    const prefetch = vi.fn();
    scheduleIdlePrefetch(prefetch, win);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 2000);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('does nothing when the connection has gone by the time the browser is idle', () => {
    const navigator = { onLine: true };
    const prefetch = vi.fn();
    const win = { navigator, requestIdleCallback: (callback: () => void) => ((navigator.onLine = false), callback(), 1), setTimeout: () => 1 };
    expect(scheduleIdlePrefetch(prefetch, win)).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }])('skips on %o', (connection) => {
    const { win, idle, timeout } = fakeWindow(connection);
    const prefetch = vi.fn();
    expect(scheduleIdlePrefetch(prefetch, win)).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    expect(timeout).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

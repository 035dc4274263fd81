import { manualClock } from '@betting/kernel';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, captureServerRenderedApps, installChunkReloadGuard, serverRenderedApp } from './host-effects';

function fakeWindow(storage: Map<string, string> | null) {
  const target = new EventTarget();
  const sessionStorage = storage && {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  Object.defineProperty(target, 'location', { value: { href: 'https://bet.example/en', origin: 'https://bet.example' } });
  Object.defineProperty(target, 'sessionStorage', {
    get() {
      if (!sessionStorage) throw new Error('SecurityError');
      return sessionStorage;
    },
  });
  return target as unknown as Window;
}

function chunkError(message: string): Event {
  return Object.assign(new Event('error'), { message, error: new Error(message) });
}

describe('chunk reload guard', () => {
  it('reloads on a chunk-load failure at most once a minute, across page loads', () => {
    const storage = new Map<string, string>();
    const clock = manualClock(1_000_000);
    const reload = vi.fn();
    const win = fakeWindow(storage);
    const uninstall = installChunkReloadGuard({ window: win, clock, reload });

    const preload = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);
    expect(storage.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');

    // The page came back and fails again within the minute: no reload loop, the error goes on to Vite.
    clock.advance(59_999);
    const again = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(again);
    win.dispatchEvent(chunkError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);

    clock.advance(1);
    win.dispatchEvent(chunkError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(reload).toHaveBeenCalledTimes(2);

    clock.advance(120_000);
    win.dispatchEvent(chunkError('TypeError: x is undefined'));
    win.dispatchEvent(Object.assign(new Event('error'), {}));
    expect(reload).toHaveBeenCalledTimes(2);

    uninstall();
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when one of our own build chunks fails to load, not for other resources', () => {
    const reload = vi.fn();
    const win = fakeWindow(new Map());
    installChunkReloadGuard({ window: win, clock: manualClock(0), reload });
    const failedLoad = (target: object) => {
      const event = new Event('error');
      Object.defineProperty(event, 'target', { value: target });
      win.dispatchEvent(event);
    };
    failedLoad({ tagName: 'SCRIPT', src: 'https://cdn.example/assets/a.js' });
    failedLoad({ tagName: 'SCRIPT', src: 'https://bet.example/remote-apps/footer/assets/footer.js' });
    expect(reload).not.toHaveBeenCalled();
    failedLoad({ tagName: 'LINK', href: 'https://bet.example/assets/index-abc.css' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it cannot remember the last reload', () => {
    const reload = vi.fn();
    const win = fakeWindow(null);
    installChunkReloadGuard({ window: win, clock: manualClock(0), reload });
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('server-rendered bodies', () => {
  it('hands back the body the server put in the page, for its path only', () => {
    const element = (app: string, html: string) => ({ dataset: { remoteApp: app }, innerHTML: html });
    const doc = {
      location: { pathname: '/en/information/about', search: '?x=1' },
      querySelectorAll: () => [element('content', '<h1>About</h1>'), element('footer', '<footer>…</footer>'), element('content', '<p>second</p>')],
    } as unknown as Document;
    captureServerRenderedApps(doc);
    captureServerRenderedApps({ location: doc.location, querySelectorAll: () => [element('partners', 'x')] } as unknown as Document);

    expect(serverRenderedApp('content', '/en/information/about')).toMatchObject({ appName: 'content', body: '<h1>About</h1>', codeToEval: '', scriptsToLoad: [] });
    expect(serverRenderedApp('content', '/en/information/about?x=1')?.body).toBe('<h1>About</h1>');
    expect(serverRenderedApp('footer', '/en/information/about')?.body).toBe('<footer>…</footer>');
    expect(serverRenderedApp('content', '/en/information/rules')).toBeUndefined();
    expect(serverRenderedApp('partners', '/en/information/about')).toBeUndefined();
  });
});

import type { RemoteAppResponse } from '@betting/contracts';
import { systemClock, type Clock } from '@betting/kernel';
import { isChunkLoadErrorMessage, mayReloadAfterChunkError, parseLastReloadAt } from '@betting/remote-apps';

/*
 * The page side of the remote-app loader that runs at start: the server-rendered bodies read before React takes #root,
 * and the chunk-reload guard. Putting an app's assets into the document is dom-host.ts, with the loader's chunk.
 */

// ---------------------------------------------------------------------------------------------------------------
// Server-rendered bodies: the page server puts each remote app's body in `<div data-remote-app="{appName}">` inside
// #root. React replaces #root on its first render, so the bodies are read before that and shown again at once.

interface Captured {
  readonly body: string;
  readonly paths: readonly string[];
}

const captured = new Map<string, Captured>();
let capturedOnce = false;

/**
 * Reads the server-rendered remote-app bodies of this page. Call it once before `createRoot(...).render` (main.tsx);
 * later calls do nothing.
 */
export function captureServerRenderedApps(doc: Document = document): void {
  if (capturedOnce) return;
  capturedOnce = true;
  const { pathname, search } = doc.location ?? window.location;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-remote-app]')) {
    const appName = element.dataset['remoteApp'];
    if (!appName || captured.has(appName)) continue;
    captured.set(appName, { body: element.innerHTML, paths: [pathname, `${pathname}${search}`] });
  }
}

/** The body the server rendered for `app` on `path`, as a loader answer to show at once; undefined when none. */
export function serverRenderedApp(app: string, path: string): RemoteAppResponse | undefined {
  const found = captured.get(app);
  if (!found || !found.paths.includes(path)) return undefined;
  return { body: found.body, style: '', cssToLoad: [], appName: app, title: '', codeToEval: '', scriptsToLoad: [], head: '' };
}

// ---------------------------------------------------------------------------------------------------------------
// Chunk-load failures (spec §4 "Changed-chunk load error triggers a full reload", §8 "once per minute").

export const CHUNK_RELOAD_STORAGE_KEY = 'remote_apps_chunk_reload_at';

export interface ChunkReloadGuardOptions {
  readonly window?: Window;
  readonly clock?: Clock;
  readonly reload?: () => void;
}

function readStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** A script or stylesheet of our own build (`/assets/…` on this origin) that failed to load. */
function isOwnChunk(target: EventTarget | null, win: Window): boolean {
  const element = target as Partial<HTMLScriptElement & HTMLLinkElement> | null;
  const tag = element?.tagName?.toLowerCase();
  const url = tag === 'script' ? element?.src : tag === 'link' ? element?.href : undefined;
  if (!url) return false;
  try {
    const parsed = new URL(url, win.location.href);
    return parsed.origin === win.location.origin && parsed.pathname.startsWith(`${import.meta.env.BASE_URL}assets/`);
  } catch {
    return false;
  }
}

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
}

/**
 * After a deploy an open tab may ask for chunks that are gone: reload the page, at most once a minute (the time is
 * kept in sessionStorage so a reload loop cannot form; without sessionStorage it never reloads). Returns the
 * uninstaller.
 */
export function installChunkReloadGuard(options: ChunkReloadGuardOptions = {}): () => void {
  const win = options.window ?? window;
  const clock = options.clock ?? systemClock;
  const reload = options.reload ?? (() => win.location.reload());

  const tryReload = (): boolean => {
    const storage = readStorage(win);
    if (!storage) return false;
    const now = clock.now();
    let last: number | null;
    try {
      last = parseLastReloadAt(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
      if (!mayReloadAfterChunkError(last, now)) return false;
      storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    } catch {
      return false;
    }
    reload();
    return true;
  };

  const onPreloadError = (event: Event) => {
    // Vite rethrows the import error unless the event is cancelled; cancel only when the reload happens.
    if (tryReload()) event.preventDefault();
  };
  const onError = (event: Event) => {
    // A script error (an ErrorEvent) carries a message; a failed <script>/<link> only its element.
    if ('message' in event) {
      const { message, error } = event as ErrorEvent;
      if (isChunkLoadErrorMessage(message || messageOf(error))) tryReload();
      return;
    }
    if (isOwnChunk(event.target, win)) tryReload();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadErrorMessage(messageOf(event.reason))) tryReload();
  };

  win.addEventListener('vite:preloadError', onPreloadError);
  // Resource load errors do not bubble: listen in the capture phase.
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

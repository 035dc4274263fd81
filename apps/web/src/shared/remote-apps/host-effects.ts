import type { RemoteAppResponse } from '@betting/contracts';
import { systemClock, type Clock } from '@betting/kernel';
import { isChunkLoadErrorMessage, mayEvaluate, mayReloadAfterChunkError, parseLastReloadAt, type AssetPlan, type RemoteAppsHost } from '@betting/remote-apps';

/*
 * The page side of the remote-app loader: what only a browser can do. The loader (libs/remote-apps) decides what is
 * due; this file puts it into the document.
 */

function report(context: string, error: unknown): void {
  console.error(`[remote-apps] ${context}`, error);
}

function resolved(doc: Document, url: string): string {
  try {
    return new URL(url, doc.baseURI).href;
  } catch {
    return url;
  }
}

/** `<link rel="stylesheet">` once per URL (also when the server already put it in the head). */
function ensureStylesheet(doc: Document, href: string): void {
  const wanted = resolved(doc, href);
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) if (link.href === wanted) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
}

/** `<style data-remote-app-style="{app}">` once per app and text (the server marks its inlined styles the same way). */
function ensureStyle(doc: Document, appName: string, css: string): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-remote-app-style]')) {
    if (style.dataset['remoteAppStyle'] === appName && style.textContent === css) return;
  }
  const style = doc.createElement('style');
  style.dataset['remoteAppStyle'] = appName;
  style.textContent = css;
  doc.head.append(style);
}

/** `<script src>` once per URL; settles when it has run or failed (in insertion order: `async = false`). */
function ensureScript(doc: Document, src: string): Promise<void> {
  const wanted = resolved(doc, src);
  for (const script of doc.scripts) if (script.src === wanted) return Promise.resolve();
  return new Promise((settle) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    script.addEventListener('load', () => settle(), { once: true });
    script.addEventListener('error', () => {
      report(`script ${src} failed to load`, new Error(src));
      settle();
    }, { once: true });
    doc.head.append(script);
  });
}

/** Apps whose code ran in this page (a second guard behind the loader's own bookkeeping). */
const evaluatedApps = new Set<string>();

function evaluate(plan: AssetPlan, allowList: readonly string[]): void {
  if (plan.code === null || evaluatedApps.has(plan.appName)) return;
  evaluatedApps.add(plan.appName);
  if (plan.appOrigin === null || !mayEvaluate(plan.appOrigin, allowList)) {
    report(`code of ${plan.appName} from ${plan.appOrigin ?? 'an unknown origin'} is not on the allow-list`, new Error('refused'));
    return;
  }
  try {
    // Our own server's code for this app, from an allowed origin, once per page life.
    new Function(plan.code)();
  } catch (error) {
    report(`code of ${plan.appName} failed`, error);
  }
}

export interface DomHostOptions {
  readonly document?: Document;
  /** Origins whose code may run; default: the page's own origin. */
  readonly allowList?: readonly string[];
}

/** The loader's host port for the browser: styles, stylesheets and scripts once, then the app's code once. */
export function createDomHost(options: DomHostOptions = {}): RemoteAppsHost {
  return {
    async apply(plan) {
      const doc = options.document ?? document;
      const allowList = options.allowList ?? [doc.location?.origin ?? window.location.origin];
      for (const href of plan.stylesheets) ensureStylesheet(doc, href);
      if (plan.style !== null) ensureStyle(doc, plan.appName, plan.style);
      const scripts = plan.scripts.map((src) => ensureScript(doc, src));
      if (plan.code === null) return;
      // The code may use what the app's scripts define: run it after they have.
      await Promise.all(scripts);
      evaluate(plan, allowList);
    },
  };
}

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

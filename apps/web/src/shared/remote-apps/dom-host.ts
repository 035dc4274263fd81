import { mayEvaluate, type AssetPlan, type RemoteAppsHost } from '@betting/remote-apps';

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

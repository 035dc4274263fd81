import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ConfigAllResponse } from '@betting/contracts';
import type { NavigationContext } from '@betting/routing';
import type { GlobalSettings } from '@betting/settings';

/**
 * The web app's server build (apps/web/src/entry-server.tsx, built into apps/web/dist-server): the first view of the
 * pages it renders on the server, made by the same React components as in the browser. Described here by shape only:
 * the API does not import the web app's sources.
 */
export interface FirstViews {
  /** The API reads (GET path and query) the page's first view is made from; undefined for a page the browser renders. */
  firstViewRequests(pathAndQuery: string): readonly string[] | undefined;
  renderFirstView(input: {
    readonly url: string;
    readonly lng: string;
    readonly config: ConfigAllResponse;
    readonly maintenanceActive: boolean;
    readonly navigation: NavigationContext;
    readonly answers: Readonly<Record<string, unknown>>;
    /** The visitor has not accepted the age notice: the view comes with it drawn over it (`overlay`). */
    readonly ageNotice?: boolean;
    /** The display settings the view is made in (those of the visitor's cookies). */
    readonly settings?: GlobalSettings;
  }): Promise<{ readonly head: string; readonly html: string; readonly dataScript: string; readonly overlay?: string } | undefined>;
}

/** The server build beside the web build at `webRoot` (apps/web/dist → apps/web/dist-server), when it was built. */
export async function loadFirstViews(webRoot: string): Promise<FirstViews | undefined> {
  const entry = join(webRoot, '..', 'dist-server', 'entry-server.mjs');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as FirstViews;
}

import { RemoteAppErrorCode, type RemoteAppName } from '@betting/contracts';
import type { Components, RenderEnv, RenderOutcome, RenderRequest } from '../render-types';

export interface AssembleInput {
  readonly appName: RemoteAppName;
  readonly env: RenderEnv;
  readonly request: RenderRequest;
  readonly components: Components;
  /** Wraps the whole app's HTML (a whole render only; a POST gets the asked components side by side). */
  readonly wrap: (html: string) => string;
  readonly style: string;
  /** The title when no SEO module is at hand; `''` for apps that are part of a page (the footer). */
  readonly defaultTitle: string;
  readonly pageStatus: number;
  readonly scriptsToLoad?: readonly string[];
  /** Whether the app names the page (title and SEO head); the footer does not. */
  readonly ownsPage?: boolean;
}

/** The `RemoteAppResponse` of an app from its components: all of them (GET) or the ones a POST names, in its order. */
export async function assemble(input: AssembleInput): Promise<RenderOutcome> {
  const known = new Map(input.components);
  const asked = input.request.components;
  if (asked) {
    const unknown = asked.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      return {
        kind: 'error',
        status: 400,
        code: RemoteAppErrorCode.badRequest,
        message: `The ${input.appName} app has no component ${unknown.join(', ')} (it has ${[...known.keys()].join(', ')})`,
      };
    }
  }
  const body = asked
    ? [...new Set(asked)].map((name) => known.get(name)?.() ?? '').join('')
    : input.wrap(input.components.map(([, html]) => html()).join(''));
  const seo = input.ownsPage === false || !input.env.seo ? undefined : await input.env.seo({ fullPath: input.request.fullPath, status: input.pageStatus });
  return {
    kind: 'ok',
    pageStatus: input.pageStatus,
    response: {
      body,
      style: input.style,
      cssToLoad: [],
      appName: input.appName,
      title: input.ownsPage === false ? '' : (seo?.title ?? input.defaultTitle),
      codeToEval: '',
      scriptsToLoad: [...(input.scriptsToLoad ?? [])],
      head: seo?.head ?? '',
    },
  };
}

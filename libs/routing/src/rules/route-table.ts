export type Layout = 'main' | 'empty' | 'blocked' | 'maintenance';

export interface RouteDefinition {
  readonly id: string;
  /** Path after the `/{lng}` prefix; `''` is the language root. Parameters are written `{name}`. */
  readonly path: string;
  readonly layout: Layout;
  readonly requiresSignIn: boolean;
}

/**
 * Every page the site answers under `/{lng}`. The navigation issue grows this table to the whole of
 * section 2 of the spec; the web app's route tree is checked against it by a test, both ways.
 */
export const routeTable = [
  { id: 'home', path: '', layout: 'main', requiresSignIn: false },
  { id: 'information.about', path: 'information/about', layout: 'main', requiresSignIn: false },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routeTable)[number]['id'];

import { area, oneOf, redirectRoute } from './define';
import { sportsSection } from './main';

/** real, virtual or stream (spec §5). */
export const esportsType = oneOf('real', 'virtual', 'stream');

const esports = area({ params: { type: esportsType }, meta: { needsAcceptedTerms: true } });

/** Esports: `esports/{type}` and its sub-routes; `esports` and `cyber` go to `esports/real`. */
export const esportsRoutes = [
  redirectRoute('esports.index', 'esports', 'esports/real'),
  redirectRoute('legacy.cyber', 'cyber', 'esports/real'),
  esports('esports.type', 'esports/{type}'),
  esports('esports.disciplines', 'esports/{type}/disciplines/all'),
  esports('esports.discipline', 'esports/{type}/{discipline}'),
  esports('esports.discipline-champs', 'esports/{type}/{discipline}/champs'),
  // `{discipline}/{section}` and `{discipline}/{champ}` have one shape: a live|line segment is the section.
  esports('esports.section', 'esports/{type}/{discipline}/{section}', { params: { type: esportsType, section: sportsSection } }),
  esports('esports.champ', 'esports/{type}/{discipline}/{champ}'),
  esports('esports.game', 'esports/{type}/{discipline}/{champ}/{section}/{game}', { params: { type: esportsType, section: sportsSection } }),
] as const;

import { isLanguageSegment } from './language';
import { pathSegments } from './match-route';

/** The same page in another language: the first segment replaced (or added when the path has none). */
export function pathInLanguage(pathname: string, lng: string): string {
  const segments = pathSegments(pathname);
  const rest = segments[0] !== undefined && isLanguageSegment(segments[0]) ? segments.slice(1) : segments;
  return `/${[lng, ...rest].join('/')}`;
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Props {
  readonly lng: string;
  /** A path of the site below the language (`slots/popular`), as the operator's content names it. */
  readonly path: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A link to a page the operator's content names by its path (a lobby row's "show all", a promotion's or landing's
 * call to action). That path is data, not a route id known when the app is built, so it is the one link whose target
 * the router's types cannot check; the router still matches it as it does any address.
 */
export function SitePathLink({ lng, path, className, children }: Props) {
  return (
    <Link className={className} to={`/${lng}/${path}` as string}>
      {children}
    </Link>
  );
}

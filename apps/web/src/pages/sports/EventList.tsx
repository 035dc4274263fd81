import type { LineGame, LineSection } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { GameRow, groupByChamp } from './GameRow';
import { champPath } from './sports-paths';

/** One champ's games under its heading, which links to the champ's page. */
export function ChampGroup({ headingId, href, sportName, champName, children }: { readonly headingId: string; readonly href: string; readonly sportName: string; readonly champName: string; readonly children: ReactNode }) {
  return (
    <section className="event-group" aria-labelledby={headingId}>
      <h2 className="event-group__title" id={headingId}>
        <Link to={href}>
          <span className="event-group__sport">{sportName}</span>
          <span className="event-group__champ">{champName}</span>
        </Link>
      </h2>
      <ul className="event-group__games">{children}</ul>
    </section>
  );
}

/**
 * Games a list shows at first, and adds at a time after: a long line (hundreds of games) would otherwise be one long
 * task to render and take over, and one long page of server HTML. The rest follow in transitions, a batch each, in
 * whole champs.
 */
export const EVENT_LIST_BATCH = 40;

/** How far below the screen the list's end may be before the next batch is added: two screens' heights. */
const NEXT_BATCH_MARGIN = '200% 0px';

/** Games under their champ headings; each heading links to the champ's list. */
export function EventList({ games, lng, section }: { readonly games: readonly LineGame[]; readonly lng: string; readonly section: LineSection }) {
  const [shown, setShown] = useState(EVENT_LIST_BATCH);
  const end = useRef<HTMLDivElement>(null);
  // The next batch once the list's end comes within two screens: a bettor scrolling never reaches it, and a phone
  // taking the page over is not kept busy with rows far below the fold.
  useEffect(() => {
    const more = () => startTransition(() => setShown((count) => count + EVENT_LIST_BATCH));
    if (shown >= games.length || !end.current) return;
    if (typeof IntersectionObserver === 'undefined') return more();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && more(), { rootMargin: NEXT_BATCH_MARGIN });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [shown, games.length]);
  // Whole champs only: a champ already shown never grows (what is below it would move), the next ones follow it.
  const groups = groupByChamp(games).reduce<{ readonly shown: ReturnType<typeof groupByChamp>; readonly games: number }>(
    (taken, group) => (taken.games < shown ? { shown: [...taken.shown, group], games: taken.games + group.games.length } : taken),
    { shown: [], games: 0 },
  ).shown;
  return (
    <div className="event-list">
      {groups.map((group) => (
        <ChampGroup key={group.champId} headingId={`champ-${group.champId}`} href={champPath(lng, section, group.sportSlug, { id: group.champId, name: group.champName })} sportName={group.sportName} champName={`${group.countryName} · ${group.champName}`}>
          {group.games.map((game) => (
            <GameRow key={game.id} game={game} lng={lng} />
          ))}
        </ChampGroup>
      ))}
      {shown < games.length ? <div ref={end} className="event-list__end" aria-hidden="true" /> : null}
    </div>
  );
}

/** Rows of a list's final height while it loads, so nothing jumps when the games arrive. */
export function SkeletonRows({ count, kind = 'game' }: { readonly count: number; readonly kind?: string }) {
  return (
    <ul className="event-group__games">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="game-row game-row--skeleton" data-skeleton={kind}>
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/** The list's placeholder while it loads. */
export function EventListSkeleton({ rows = 8 }: { readonly rows?: number }) {
  return (
    <div className="event-list" aria-hidden="true">
      <div className="event-group">
        <div className="event-group__title skeleton-line" />
        <SkeletonRows count={rows} />
      </div>
    </div>
  );
}

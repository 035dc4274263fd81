import type { LineGame, LineSection } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { GameRow, groupByChamp } from './GameRow';
import { champPath } from './sports-paths';

/** Games under their champ headings; each heading links to the champ's list. */
export function EventList({ games, lng, section }: { readonly games: readonly LineGame[]; readonly lng: string; readonly section: LineSection }) {
  return (
    <div className="event-list">
      {groupByChamp(games).map((group) => (
        <section key={group.champId} className="event-group" aria-labelledby={`champ-${group.champId}`}>
          <h2 className="event-group__title" id={`champ-${group.champId}`}>
            <Link to={champPath(lng, section, group.sportSlug, { id: group.champId, name: group.champName })}>
              <span className="event-group__sport">{group.sportName}</span>
              <span className="event-group__champ">
                {group.countryName} · {group.champName}
              </span>
            </Link>
          </h2>
          <ul className="event-group__games">
            {group.games.map((game) => (
              <GameRow key={game.id} game={game} lng={lng} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The list's placeholder while it loads: rows of the same height, so nothing jumps when they arrive. */
export function EventListSkeleton({ rows = 8 }: { readonly rows?: number }) {
  return (
    <div className="event-list" aria-hidden="true">
      <div className="event-group">
        <div className="event-group__title skeleton-line" />
        <ul className="event-group__games">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} className="game-row game-row--skeleton">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--wide" />
              <span className="skeleton-line" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import { LineEventsResponseSchema, LineGameResponseSchema, LineMenuResponseSchema, LinePaths, type LineEventsResponse, type LineGame, type LineGameResponse } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { apiRequest } from '../../shared/api/api';
import { ChampGroup, EventList, EventListSkeleton } from './EventList';
import { GameRow } from './GameRow';
import { countriesOf, defaultCountry, defaultTeam, gamesOfCountry, gamesOfFavourites, gamesOfTeam, liveThenLine, pickTopGame, teamKey, teamsOf } from './home-type-selection';
import { OutcomeButton } from './OutcomeButton';
import { champPath, gamePath } from './sports-paths';
import { FavouriteTeamsRefusal, FavouriteTeamStar } from './FavouriteTeamStar';
import { useFavouriteTeams } from './use-favourite-teams';

type Loaded<T> = T | 'failed' | null;

/** Loads once per `key`; null while loading, 'failed' when it did not come. */
function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: null });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: 'failed' })
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : null;
}

const top = (lng: string, by: 'top' | 'bets', limit: number): Promise<LineEventsResponse> =>
  apiRequest({ method: 'GET', path: LinePaths.top, query: { lng, by, limit: String(limit) }, schema: LineEventsResponseSchema });
const events = (lng: string, section: 'live' | 'line', extra: Record<string, string> = {}): Promise<LineEventsResponse> =>
  apiRequest({ method: 'GET', path: LinePaths.events, query: { lng, section, limit: '500', ...extra }, schema: LineEventsResponseSchema });

function Message({ children }: { readonly children: string }) {
  return <p className="sports-message">{children}</p>;
}

/** Live games, then line games, under their champs. */
function LiveAndLine({ games, lng }: { readonly games: readonly LineGame[]; readonly lng: string }) {
  const live = games.filter((game) => game.isLive);
  const line = games.filter((game) => !game.isLive);
  useStreamedGames(games.map((game) => game.id));
  return (
    <>
      {live.length > 0 ? <EventList games={live} lng={lng} section="live" /> : null}
      {line.length > 0 ? <EventList games={line} lng={lng} section="line" /> : null}
    </>
  );
}

/** Bets on your country: a picker of the countries whose leagues are on the line (the language's first); their games. */
export function CountryGames({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const pickerId = useId();
  const answer = useLoaded(`country:${lng}`, async () => {
    const [menu, live, line] = await Promise.all([apiRequest({ method: 'GET', path: LinePaths.menu, query: { lng }, schema: LineMenuResponseSchema }), events(lng, 'live'), events(lng, 'line')]);
    return { menu, games: liveThenLine(live.games, line.games) };
  });
  const countries = useMemo(() => (answer && answer !== 'failed' ? countriesOf(answer.menu, answer.games) : []), [answer]);
  const [chosen, setChosen] = useState<string | null>(null);
  const country = countries.find((candidate) => candidate.code === chosen) ?? defaultCountry(lng, countries);
  if (answer === null) return <EventListSkeleton rows={6} />;
  if (answer === 'failed') return <Message>{t('sports.loadFailed')}</Message>;
  if (!country) return <Message>{t('sports.noGames')}</Message>;
  const games = gamesOfCountry(answer.menu, answer.games, country.code);
  return (
    <div className="home-type__team" data-testid="country-games" data-country={country.code}>
      <label className="home-type__picker" htmlFor={pickerId}>
        <span>{t('homeType.betsonyour.label')}</span>
        <select id={pickerId} value={country.code} onChange={(event) => setChosen(event.target.value)}>
          {countries.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.name} ({candidate.games})
            </option>
          ))}
        </select>
      </label>
      {games.length === 0 ? <Message>{t('homeType.betsonyour.empty')}</Message> : <LiveAndLine games={games} lng={lng} />}
    </div>
  );
}

/** Top game: the game with the most open bets (or the first top game when nobody bet yet) with every market. */
export function TopGame({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const picked = useLoaded(`topgame:${lng}`, async () => {
    const [mostBet, topGames] = await Promise.all([top(lng, 'bets', 5), top(lng, 'top', 5)]);
    const pick = pickTopGame(mostBet.games, topGames.games);
    if (!pick) return null;
    const details = await apiRequest({ method: 'GET', path: LinePaths.game(pick.game.id), query: { lng }, schema: LineGameResponseSchema });
    return { rule: pick.rule, details };
  });
  useStreamedGames(picked && picked !== 'failed' ? [picked.details.game.id] : null);
  if (picked === null) return <EventListSkeleton rows={6} />;
  if (picked === 'failed') return <Message>{t('sports.loadFailed')}</Message>;
  return picked ? <TopGameCard details={picked.details} rule={picked.rule} lng={lng} /> : <Message>{t('homeType.topgame.empty')}</Message>;
}

function TopGameCard({ details, rule, lng }: { readonly details: LineGameResponse; readonly rule: 'bets' | 'top'; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const game = details.game;
  return (
    <article className="home-type__topgame" data-testid="top-game" data-game-id={game.id}>
      <p className="home-type__why">{t(rule === 'bets' ? 'homeType.topgame.byBets' : 'homeType.topgame.byTop')}</p>
      <ChampGroup
        headingId={`top-game-${game.id}`}
        href={champPath(lng, game.isLive ? 'live' : 'line', game.sportSlug, { id: game.champId, name: game.champName })}
        sportName={game.sportName}
        champName={`${game.countryName} · ${game.champName}`}
      >
        <GameRow game={game} lng={lng} />
      </ChampGroup>
      {details.marketGroups.length === 0 ? <Message>{t('sports.marketsClosed')}</Message> : null}
      {details.marketGroups.map((group) => (
        <details key={group.id} className="market-group" open>
          <summary className="market-group__title">{group.name}</summary>
          {group.markets.map((market) => (
            <div key={market.id} className="market">
              <h3 className="market__name">{market.name}</h3>
              <div className={`market__outcomes market__outcomes--${Math.min(market.outcomes.length, 3)}`}>
                {market.outcomes.map((outcome) => (
                  <OutcomeButton key={outcome.id} game={game} market={market} outcome={outcome} label={outcome.name} />
                ))}
              </div>
            </div>
          ))}
        </details>
      ))}
      <Link className="hero__link" to={gamePath(lng, game)}>
        {t('homeType.topgame.open')}
      </Link>
    </article>
  );
}

/**
 * Team: the live and upcoming games of the bettor's favourite teams, named under the title; then a picker of every
 * side on the line with its games, where a signed-in bettor stars a team. Without favourites (or as a guest) the
 * picker's team is what the page shows, with a word on how to add favourites.
 */
export function TeamGames({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const pickerId = useId();
  const favouritesId = useId();
  const favourites = useFavouriteTeams();
  const answer = useLoaded(`team:${lng}`, async () => {
    const [live, line, topGames] = await Promise.all([events(lng, 'live'), events(lng, 'line'), top(lng, 'top', 5)]);
    return { games: liveThenLine(live.games, line.games), top: topGames.games };
  });
  const teams = useMemo(() => (answer && answer !== 'failed' ? teamsOf(answer.games) : []), [answer]);
  const [chosen, setChosen] = useState<string | null>(null);
  const fallback = answer && answer !== 'failed' ? defaultTeam(teams, answer.top) : null;
  const team = teams.find((candidate) => teamKey(candidate) === chosen) ?? fallback;
  const games = answer && answer !== 'failed' && team ? gamesOfTeam(answer.games, team) : [];
  const favouriteGames = answer && answer !== 'failed' ? gamesOfFavourites(answer.games, favourites.teams) : [];
  if (answer === null) return <EventListSkeleton rows={6} />;
  if (answer === 'failed') return <Message>{t('sports.loadFailed')}</Message>;
  const sports = [...new Set(teams.map((candidate) => candidate.sportName))];
  const names = favourites.teams.map((favourite) => favourite.name).join(', ');
  return (
    <div className="home-type__team" data-testid="team-games" data-team={team?.name}>
      {favourites.teams.length > 0 ? (
        <section className="favourite-teams" aria-labelledby={favouritesId} data-testid="favourite-team-games">
          <h2 id={favouritesId} className="section-title">
            {t('homeType.team.favouritesTitle')}
          </h2>
          <p className="home-type__why">{t('homeType.team.favouritesRule', { count: favourites.teams.length, teams: names })}</p>
          <ul className="favourite-teams__list" aria-label={t('homeType.team.favouritesTitle')}>
            {favourites.teams.map((favourite) => (
              <li key={`${favourite.sportId}:${favourite.name}`}>
                <FavouriteTeamStar team={favourite} favourites={favourites} chip />
              </li>
            ))}
          </ul>
          {favouriteGames.length === 0 ? <Message>{t('homeType.team.favouritesEmpty')}</Message> : <LiveAndLine games={favouriteGames} lng={lng} />}
        </section>
      ) : (
        <p className="home-type__notice" role="note">
          {t(favourites.signedIn ? 'homeType.team.howToAdd' : 'homeType.team.guest')}
        </p>
      )}
      {!team ? (
        <Message>{t('sports.noGames')}</Message>
      ) : (
        <>
          {favourites.teams.length > 0 ? <h2 className="section-title">{t('homeType.team.pickTitle')}</h2> : null}
          <div className="home-type__picker-row">
            <label className="home-type__picker" htmlFor={pickerId}>
              <span>{t('homeType.team.label')}</span>
              <select id={pickerId} value={teamKey(team)} onChange={(event) => setChosen(event.target.value)}>
                {sports.map((sport) => (
                  <optgroup key={sport} label={sport}>
                    {teams
                      .filter((candidate) => candidate.sportName === sport)
                      .map((candidate) => (
                        <option key={teamKey(candidate)} value={teamKey(candidate)}>
                          {candidate.name} ({candidate.games})
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <FavouriteTeamStar team={team} favourites={favourites} />
          </div>
          <FavouriteTeamsRefusal favourites={favourites} />
          {games.length === 0 ? <Message>{t('homeType.team.empty')}</Message> : <LiveAndLine games={games} lng={lng} />}
        </>
      )}
    </div>
  );
}

/** Marble: the site has no marble races; it says so and shows the line's virtual sports instead. */
export function VirtualInstead({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const answer = useLoaded(`virtual:${lng}`, async () => {
    const [live, line] = await Promise.all([events(lng, 'live', { esportsType: 'virtual' }), events(lng, 'line', { esportsType: 'virtual', timeFilter: 'upcoming_events' })]);
    return liveThenLine(live.games, line.games).slice(0, 40);
  });
  return (
    <div data-testid="virtual-instead">
      <p className="home-type__notice" role="note">
        {t('homeType.marble.none')}
      </p>
      <p className="home-type__links">
        <Link className="hero__link" to="/$lng/virtualsports" params={{ lng }}>
          {t('homeType.marble.casinoVirtual')}
        </Link>
        <Link className="hero__link" to="/$lng/esports/$type" params={{ lng, type: 'virtual' }}>
          {t('homeType.marble.allVirtual')}
        </Link>
      </p>
      <h2 className="section-title">{t('homeType.marble.virtualTitle')}</h2>
      {answer === null ? (
        <EventListSkeleton rows={6} />
      ) : answer === 'failed' ? (
        <Message>{t('sports.loadFailed')}</Message>
      ) : answer.length === 0 ? (
        <Message>{t('sports.noGames')}</Message>
      ) : (
        <LiveAndLine games={answer} lng={lng} />
      )}
    </div>
  );
}

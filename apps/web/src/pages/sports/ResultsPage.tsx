import type { LineGame } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { champQuery, resultsQuery } from '../../entities/line/line.queries';
import { useFormatDate } from '../../shared/lib/date-time';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { settings } from '../../shared/settings';
import { ChampGroup, EventListSkeleton } from './EventList';
import { groupByChamp } from './GameRow';
import { dayOf, shiftDay } from './result-days';
import { gamePath, verifyGamePath } from './sports-paths';
import './sports.css';
import './verify/verify.css';

/** One finished game: when it started, the teams with the final score, each period's score; links to its results. */
function ResultRow({ game, lng }: { readonly game: LineGame; readonly lng: string }) {
  const formatDate = useFormatDate();
  const { t } = useTranslation('pages');
  const start = game.startAt * 1000;
  const periods = game.periodScores ?? [];
  return (
    <li className="game-row game-row--result">
      <div className="game-row__time">
        <time dateTime={new Date(start).toISOString()}>
          <span className="game-clock__day">{formatDate(start, 'dayMonth')}</span> {formatDate(start, 'time')}
        </time>
      </div>
      <Link className="game-row__teams" to={gamePath(lng, game)}>
        {game.opponents.map((opponent, side) => (
          <span key={side} className="game-row__team">
            <span className="game-row__name">{opponent.name}</span>
            <span className="game-row__score">{opponent.score ?? '–'}</span>
          </span>
        ))}
      </Link>
      <span className="game-row__periods">
        {periods.map((period, index) => (
          <span key={index} className="game-row__period">
            {period[0]}:{period[1]}
          </span>
        ))}
      </span>
      <Link className="game-row__verify" to={verifyGamePath(lng, game.id)}>
        {t('lineProof.link')}
      </Link>
    </li>
  );
}

/** Finished games under their champs, with the final and period scores (results and champ pages). */
function FinishedGames({ games, lng }: { readonly games: readonly LineGame[]; readonly lng: string }) {
  return (
    <div className="event-list">
      {groupByChamp(games).map((group) => (
        <ChampGroup key={group.champId} headingId={`results-${group.champId}`} href={`/${lng}/champs/${group.champId}`} sportName={group.sportName} champName={`${group.countryName} · ${group.champName}`}>
          {group.games.map((game) => (
            <ResultRow key={game.id} game={game} lng={lng} />
          ))}
        </ChampGroup>
      ))}
    </div>
  );
}

/**
 * `results/{type(live|zone)?}`: finished games of one day in the bettor's time zone (today first; yesterday, or any
 * earlier day still kept, by the date picker), all sports or one; live: games played live.
 */
export function ResultsPage() {
  const { t } = useTranslation('pages');
  const params = useParams({ from: '/$lng/results/{-$type}' });
  const lng = params.lng;
  const type = params.type === 'live' ? 'live' : 'zone';
  const [results, failed, start, display] = useUnit([resultsQuery.$data, resultsQuery.$failed, resultsQuery.start, settings.$timeDisplay]);
  const tzo = display.tzo;
  // "Today" by the server's clock once it has answered (the line's clock), by the browser's before.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const today = dayOf((results?.now ?? openedAt) * 1000, tzo);
  const yesterday = shiftDay(today, -1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [sportId, setSportId] = useState<number | null>(null);
  const date = chosen ?? today;
  useEffect(() => {
    start({ lng, type, date, tzo, sportId });
  }, [start, lng, type, date, tzo, sportId]);
  useDocumentTitle(t('results.title'));
  const pickDay = (day: string) => {
    setChosen(day === today ? null : day);
    setSportId(null);
  };
  const sports = results?.sports ?? [];
  return (
    <div className="page sports-page">
      <header className="sports-page__header">
        <h1 className="sports-page__title">{t('results.title')}</h1>
        <div className="chip-row" role="group" aria-label={t('results.typeLabel')}>
          <Link className="chip" to="/$lng/results/{-$type}" params={{ lng }} aria-current={type === 'zone' ? 'page' : undefined}>
            {t('results.zone')}
          </Link>
          <Link className="chip" to="/$lng/results/{-$type}" params={{ lng, type: 'live' }} aria-current={type === 'live' ? 'page' : undefined}>
            {t('results.live')}
          </Link>
        </div>
        <div className="results-filter">
          <div className="chip-row" role="group" aria-label={t('results.dayLabel')}>
            <button type="button" className="chip" aria-pressed={date === yesterday} onClick={() => pickDay(yesterday)}>
              {t('results.yesterday')}
            </button>
            <button type="button" className="chip" aria-pressed={date === today} onClick={() => pickDay(today)}>
              {t('results.today')}
            </button>
          </div>
          <label className="results-filter__date">
            <span>{t('results.date')}</span>
            <input
              type="date"
              className="results-filter__input"
              value={date}
              min={results?.firstDay ?? undefined}
              max={today}
              required
              onChange={(event) => {
                const day = event.currentTarget.value;
                if (/^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today) pickDay(day);
              }}
            />
          </label>
        </div>
        {sports.length > 0 ? (
          <div className="chip-row results-filter__sports" role="group" aria-label={t('results.sportLabel')}>
            <button type="button" className="chip" aria-pressed={sportId === null} onClick={() => setSportId(null)}>
              {t('results.allSports')}
            </button>
            {sports.map((sport) => (
              <button key={sport.id} type="button" className="chip" aria-pressed={sportId === sport.id} onClick={() => setSportId(sport.id)}>
                {sport.name} <span className="chip__count">{sport.count}</span>
              </button>
            ))}
          </div>
        ) : null}
      </header>
      {failed ? <p className="sports-message">{t('sports.loadFailed')}</p> : null}
      {!results && !failed ? <EventListSkeleton /> : null}
      {results && results.games.length === 0 ? <p className="sports-message">{t('results.emptyDay')}</p> : null}
      {results && results.games.length > 0 ? <FinishedGames games={results.games} lng={lng} /> : null}
    </div>
  );
}

/** `champs/{champId?}`: a champ's live, coming and finished games; without an id, the results of every champ. */
export function ChampResultsPage() {
  const { t } = useTranslation('pages');
  const params = useParams({ from: '/$lng/champs/{-$champId}' });
  const lng = params.lng;
  const champId = /^\d{1,15}$/.test(params.champId ?? '') ? Number(params.champId) : null;
  const [answer, failed, start, results, startResults] = useUnit([champQuery.$data, champQuery.$failed, champQuery.start, resultsQuery.$data, resultsQuery.start]);
  useEffect(() => {
    if (champId === null) startResults({ lng, type: 'zone' });
    else start({ lng, champId });
  }, [start, startResults, lng, champId]);
  const champ = answer && answer.champ.id === champId ? answer : null;
  useDocumentTitle(champ?.champ.name ?? t('results.champsTitle'));
  if (champId === null) {
    return (
      <div className="page sports-page">
        <h1 className="sports-page__title">{t('results.champsTitle')}</h1>
        {results ? <FinishedGames games={results.games} lng={lng} /> : <EventListSkeleton />}
      </div>
    );
  }
  return (
    <div className="page sports-page">
      {failed ? <p className="sports-message">{t('sports.champNotFound')}</p> : null}
      {!champ && !failed ? <EventListSkeleton /> : null}
      {champ ? (
        <>
          <header className="sports-page__header">
            <h1 className="sports-page__title">{champ.champ.name}</h1>
            <p className="sports-page__lead">
              {champ.champ.sportName} · {champ.champ.countryName}
            </p>
          </header>
          {[...champ.live, ...champ.line].length > 0 ? (
            <p>
              <Link
                className="button button--secondary"
                to="/$lng/$section/$menuSection/$sport/$champ"
                params={{ lng, section: champ.live.length > 0 ? 'live' : 'line', menuSection: 'all', sport: champ.champ.sportSlug, champ: String(champ.champ.id) }}
              >
                {t('results.betOnChamp', { count: champ.live.length + champ.line.length })}
              </Link>
            </p>
          ) : null}
          <h2 className="section-title">{t('results.finished')}</h2>
          {champ.finished.length === 0 ? <p className="sports-message">{t('results.empty')}</p> : <FinishedGames games={champ.finished} lng={lng} />}
        </>
      ) : null}
    </div>
  );
}

import type { LineGame } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { champQuery, resultsQuery } from '../../entities/line/line.queries';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { ChampGroup, EventListSkeleton } from './EventList';
import { GameClock } from './GameClock';
import { groupByChamp } from './GameRow';
import './sports.css';

/** Finished games under their champs, with the final score (results and champ pages). */
function FinishedGames({ games, lng }: { readonly games: readonly LineGame[]; readonly lng: string }) {
  return (
    <div className="event-list">
      {groupByChamp(games).map((group) => (
        <ChampGroup key={group.champId} headingId={`results-${group.champId}`} href={`/${lng}/champs/${group.champId}`} sportName={group.sportName} champName={`${group.countryName} · ${group.champName}`}>
            {group.games.map((game) => (
              <li key={game.id} className="game-row game-row--result">
                <div className="game-row__time">
                  <GameClock game={game} />
                </div>
                <div className="game-row__teams">
                  {game.opponents.map((opponent) => (
                    <span key={opponent.name} className="game-row__team">
                      <span className="game-row__name">{opponent.name}</span>
                      <span className="game-row__score">{opponent.score ?? '–'}</span>
                    </span>
                  ))}
                </div>
                <span className="game-row__final">{game.score}</span>
              </li>
            ))}
        </ChampGroup>
      ))}
    </div>
  );
}

/** `results/{type(live|zone)?}`: finished games; live: today's games played live, zone (default): every finished game. */
export function ResultsPage() {
  const { t } = useTranslation('pages');
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const lng = params['lng'] ?? 'en';
  const type = params['type'] === 'live' ? 'live' : 'zone';
  const [results, failed, start] = useUnit([resultsQuery.$data, resultsQuery.$failed, resultsQuery.start]);
  useEffect(() => {
    start({ lng, type });
  }, [start, lng, type]);
  useDocumentTitle(t('results.title'));
  return (
    <div className="page sports-page">
      <header className="sports-page__header">
        <h1 className="sports-page__title">{t('results.title')}</h1>
        <div className="chip-row" role="group" aria-label={t('results.typeLabel')}>
          <Link className="chip" to={`/${lng}/results`} aria-current={type === 'zone' ? 'page' : undefined}>
            {t('results.zone')}
          </Link>
          <Link className="chip" to={`/${lng}/results/live`} aria-current={type === 'live' ? 'page' : undefined}>
            {t('results.live')}
          </Link>
        </div>
      </header>
      {failed ? <p className="sports-message">{t('sports.loadFailed')}</p> : null}
      {!results && !failed ? <EventListSkeleton /> : null}
      {results && results.games.length === 0 ? <p className="sports-message">{t('results.empty')}</p> : null}
      {results && results.games.length > 0 ? <FinishedGames games={results.games} lng={lng} /> : null}
    </div>
  );
}

/** `champs/{champId?}`: a champ's live, coming and finished games; without an id, the results of every champ. */
export function ChampResultsPage() {
  const { t } = useTranslation('pages');
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const lng = params['lng'] ?? 'en';
  const champId = /^\d{1,15}$/.test(params['champId'] ?? '') ? Number(params['champId']) : null;
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
              <Link className="button button--secondary" to={`/${lng}/${champ.live.length > 0 ? 'live' : 'line'}/all/${champ.champ.sportSlug}/${champ.champ.id}`}>
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

import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { champQuery, resultsQuery } from '../../entities/line/line.queries';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { EventListSkeleton } from './EventList';
import { groupByChamp } from './GameRow';
import { gamePath, verifyGamePath } from './sports-paths';
import { standingsOf } from './standings';
import { useShownRoute } from '../../shared/lib/shown-route';
import './sports.css';
import './verify/verify.css';

/**
 * `statistic/*` and `statisticpopup/*` (404 while the site's statistics flag is off): `…/{champId}` is the champ's
 * table from its finished games; anything else lists the champs that have results.
 */
export function StatisticPage() {
  const { t } = useTranslation('pages');
  const { lng, _splat: splat } = useParams({ from: useShownRoute(['/$lng/statistic/$', '/$lng/statisticpopup/$']) });
  const champId = /^(\d{1,15})(\/|$)/.exec(splat ?? '')?.[1];
  const [champ, champFailed, loadChamp, results, loadResults] = useUnit([champQuery.$data, champQuery.$failed, champQuery.start, resultsQuery.$data, resultsQuery.start]);
  useEffect(() => {
    if (champId) loadChamp({ lng, champId: Number(champId) });
    else loadResults({ lng, type: 'zone' });
  }, [loadChamp, loadResults, lng, champId]);
  const shown = champ && String(champ.champ.id) === champId ? champ : null;
  useDocumentTitle(shown ? t('statistic.tableOf', { champ: shown.champ.name }) : t('statistic.title'));

  if (!champId) {
    return (
      <div className="page sports-page">
        <h1 className="sports-page__title">{t('statistic.title')}</h1>
        {results ? (
          <ul className="tile-list">
            {groupByChamp(results.games).map((group) => (
              <li key={group.champId}>
                <Link to="/$lng/statistic/$" params={{ lng, _splat: String(group.champId) }}>
                  {group.sportName} · {group.champName}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EventListSkeleton rows={4} />
        )}
      </div>
    );
  }
  const table = shown ? standingsOf(shown.finished) : [];
  return (
    <div className="page sports-page">
      {champFailed ? <p className="sports-message">{t('sports.champNotFound')}</p> : null}
      {!shown && !champFailed ? <EventListSkeleton rows={6} /> : null}
      {shown ? (
        <>
          <h1 className="sports-page__title">{t('statistic.tableOf', { champ: shown.champ.name })}</h1>
          {table.length === 0 ? (
            <p className="sports-message">{t('results.empty')}</p>
          ) : (
            <table className="standings">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('statistic.team')}</th>
                  <th scope="col" title={t('statistic.playedFull')}>{t('statistic.played')}</th>
                  <th scope="col" title={t('statistic.wonFull')}>{t('statistic.won')}</th>
                  <th scope="col" title={t('statistic.drawnFull')}>{t('statistic.drawn')}</th>
                  <th scope="col" title={t('statistic.lostFull')}>{t('statistic.lost')}</th>
                  <th scope="col">{t('statistic.goals')}</th>
                  <th scope="col">{t('statistic.points')}</th>
                </tr>
              </thead>
              <tbody>
                {table.map((row, index) => (
                  <tr key={row.team}>
                    <td>{index + 1}</td>
                    <th scope="row">{row.team}</th>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.drawn}</td>
                    <td>{row.lost}</td>
                    <td>
                      {row.scored}:{row.conceded}
                    </td>
                    <td className="standings__points">{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {shown.finished.length > 0 ? (
            <section className="statistic-games" aria-labelledby="statistic-games">
              <h2 className="statistic-games__title" id="statistic-games">
                {t('results.finished')}
              </h2>
              <ul className="statistic-games__list">
                {shown.finished.map((game) => (
                  <li key={game.id} className="statistic-games__game">
                    <Link to={gamePath(lng, game)}>
                      {game.opponents[0]?.name} <strong>{game.opponents.map((opponent) => opponent.score ?? '–').join(':')}</strong> {game.opponents[1]?.name}
                    </Link>
                    {/* Every finished game is a simulated one: its replay checks it. */}
                    <Link className="game-row__verify" to={verifyGamePath(lng, game.id)}>
                      {t('lineProof.link')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

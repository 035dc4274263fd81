import type { CasinoTournamentDetails } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../shared/api/api';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { gamePagePath } from '../casino-paths';
import { Countdown } from './Countdown';
import { Leaderboard } from './Leaderboard';
import { LoadFailed } from './TournamentStates';
import { $tournament, tournamentPageClosed, tournamentPageOpened, tournamentQuery } from './tournaments.model';
import './tournaments.css';
import { useFormatDate } from '../../../shared/lib/date-time';

/** `bonus/casino/tournaments/{id}`: one tournament — its countdown, leaderboard (refreshed while it runs), prizes, rules and games. */
export function TournamentPage() {
  const { t } = useTranslation('pages');
  const { lng, id } = useParams({ from: '/$lng/bonus/casino/tournaments/$id' });
  const routeTitle = useRouteTitle();
  const [tournament, answer, error, opened, closed] = useUnit([$tournament, tournamentQuery.$data, tournamentQuery.$error, tournamentPageOpened, tournamentPageClosed]);
  useEffect(() => {
    opened({ id, lng });
    return () => closed();
  }, [opened, closed, id, lng]);
  useDocumentTitle(tournament?.title ?? routeTitle('casino.bonus-tournament'));
  const back = (
    <Link className="tournament-back" to="/$lng/bonus/casino/tournaments" params={{ lng }}>
      ← {t('casinoTournaments.backToList')}
    </Link>
  );

  if (error && failureCode(error) === 'casino_tournament_not_found') {
    return (
      <CasinoLayout lng={lng}>
        {back}
        <h1 className="casino__title">{routeTitle('casino.bonus-tournament')}</h1>
        <p className="casino__message" role="alert">
          {t('casinoTournaments.notFound')}
        </p>
      </CasinoLayout>
    );
  }
  return (
    <CasinoLayout lng={lng}>
      {back}
      {error && !tournament ? <LoadFailed message={t('casinoTournaments.loadFailed')} onRetry={() => opened({ id, lng })} /> : null}
      {tournament && answer ? (
        <TournamentView lng={lng} tournament={tournament} serverTime={answer.serverTime} onOver={() => opened({ id, lng })} />
      ) : !error ? (
        <div className="card tournament-hero tournament-card--skeleton" aria-busy="true" />
      ) : null}
    </CasinoLayout>
  );
}

function TournamentView({ lng, tournament, serverTime, onOver }: { lng: string; tournament: CasinoTournamentDetails; serverTime: string; onOver: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const money = (amount: number) => formatMoney(amount, tournament.currency, i18n.language);
  const formatDate = useFormatDate();
  const period = { start: formatDate(tournament.startsAt, 'dateTime'), end: formatDate(tournament.endsAt, 'dateTime') };
  return (
    <>
      <header className="card tournament-hero">
        <div className="tournament-card__top">
          <span className={`tournament-status tournament-status--${tournament.status}`}>{t(`casinoTournaments.status.${tournament.status}`)}</span>
          <span className="tournament-card__scoring">{t(`casinoTournaments.scoring.${tournament.scoring}`)}</span>
        </div>
        <h1 className="casino__title">{tournament.title}</h1>
        {tournament.summary ? <p className="tournament-hero__summary">{tournament.summary}</p> : null}
        <dl className="tournament-facts tournament-facts--hero">
          <div>
            <dt>{t('casinoTournaments.prizePool')}</dt>
            <dd className="tournament-facts__pool">{money(tournament.prizePool)}</dd>
          </div>
          <div>
            <dt>{t('casinoTournaments.minStakeLabel')}</dt>
            <dd>{money(tournament.minStake)}</dd>
          </div>
          <div>
            <dt>{tournament.status === 'finished' ? t('casinoTournaments.endedLabel') : tournament.status === 'running' ? t('casinoTournaments.endsIn') : t('casinoTournaments.startsIn')}</dt>
            <dd>
              {tournament.status === 'finished' ? (
                <time dateTime={tournament.endsAt}>{period.end}</time>
              ) : (
                <Countdown
                  to={tournament.status === 'running' ? tournament.endsAt : tournament.startsAt}
                  serverTime={serverTime}
                  label={tournament.status === 'running' ? t('casinoTournaments.endsIn') : t('casinoTournaments.startsIn')}
                  onOver={onOver}
                />
              )}
            </dd>
          </div>
        </dl>
      </header>

      <div className="tournament-layout">
        <Leaderboard lng={lng} tournament={tournament} />
        <div className="tournament-side">
          <section className="card tournament-section" aria-labelledby="tournament-prizes">
            <h2 id="tournament-prizes">{t('casinoTournaments.prizes.title')}</h2>
            <table className="tournament-table tournament-table--prizes">
              <thead>
                <tr>
                  <th scope="col">{t('casinoTournaments.prizes.place')}</th>
                  <th scope="col" className="tournament-table__amount">
                    {t('casinoTournaments.prizes.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tournament.prizes.map((prize) => (
                  <tr key={prize.place}>
                    <td>
                      <span className={`tournament-place tournament-place--${Math.min(prize.place, 4)}`}>{prize.place}</span>
                    </td>
                    <td className="tournament-table__amount">{money(prize.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="card tournament-section" aria-labelledby="tournament-rules">
            <h2 id="tournament-rules">{t('casinoTournaments.rules.title')}</h2>
            <ul className="tournament-rules">
              <li>{t('casinoTournaments.rules.period', period)}</li>
              <li>{t('casinoTournaments.rules.counts', { currency: tournament.currency, amount: money(tournament.minStake) })}</li>
              <li>{t(`casinoTournaments.rules.scoring.${tournament.scoring}`)}</li>
              <li>{t('casinoTournaments.rules.ties')}</li>
              <li>{t('casinoTournaments.rules.board')}</li>
              {tournament.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>

          {tournament.games.length > 0 ? (
            <section className="card tournament-section" aria-labelledby="tournament-games">
              <h2 id="tournament-games">{t('casinoTournaments.games.title')}</h2>
              <ul className="tournament-games">
                {tournament.games.map((game) => (
                  <li key={game.id}>
                    <Link className="tournament-game" to={gamePagePath(lng, game, game.launch === 'slot' ? 'slots' : 'casino')} aria-label={t('casinoTournaments.games.play', { name: game.name })}>
                      <img src={game.coverUrl} alt="" width={96} height={72} loading="lazy" />
                      <span>{game.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

import { CASINO_TOURNAMENT_STATUSES, type CasinoTournamentStatus } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { TournamentCard } from './TournamentCard';
import { LoadFailed, TournamentGridSkeleton } from './TournamentStates';
import { tournamentsQuery } from './tournaments.model';
import './tournaments.css';

type Filter = CasinoTournamentStatus | 'all';

/** `bonus/casino/tournaments`: every tournament, running first, with a filter by status. */
export function TournamentsPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const [answer, failed, start] = useUnit([tournamentsQuery.$data, tournamentsQuery.$failed, tournamentsQuery.start]);
  const [filter, setFilter] = useState<Filter>('all');
  useEffect(() => {
    start({ lng });
  }, [start, lng]);
  const title = routeTitle('casino.bonus-tournaments');
  useDocumentTitle(title);
  const shown = answer?.tournaments.filter((tournament) => filter === 'all' || tournament.status === filter) ?? [];
  const countOf = (status: Filter) => answer?.tournaments.filter((tournament) => status === 'all' || tournament.status === status).length ?? 0;

  return (
    <CasinoLayout lng={lng}>
      <div className="casino__head">
        <div>
          <Link className="tournament-back" to="/$lng/bonus/casino" params={{ lng }}>
            ← {t('casinoBonus.back')}
          </Link>
          <h1 className="casino__title">{title}</h1>
        </div>
        <p className="casino__count">{t('casinoTournaments.lead')}</p>
      </div>
      <div className="chip-row" role="group" aria-label={t('casinoTournaments.filterLabel')}>
        {(['all', ...CASINO_TOURNAMENT_STATUSES] as const).map((status) => (
          <button key={status} type="button" className="chip" aria-pressed={filter === status} onClick={() => setFilter(status)}>
            {t(`casinoTournaments.filter.${status}`)} <span className="chip__count">{countOf(status)}</span>
          </button>
        ))}
      </div>
      {failed ? <LoadFailed message={t('casinoTournaments.loadFailed')} onRetry={() => start({ lng })} /> : null}
      {!answer && !failed ? <TournamentGridSkeleton count={3} /> : null}
      {answer ? (
        shown.length === 0 ? (
          <p className="casino__message">{t('casinoTournaments.empty')}</p>
        ) : (
          <ul className="tile-list tournament-grid">
            {shown.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard lng={lng} tournament={tournament} serverTime={answer.serverTime} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </CasinoLayout>
  );
}

import type { CasinoTournamentSummary } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/lib/date-time';
import { Countdown } from './Countdown';

interface Props {
  readonly lng: string;
  readonly tournament: CasinoTournamentSummary;
  readonly serverTime: string;
  /** The card's heading level within its page. */
  readonly headingLevel?: 2 | 3;
}

export const tournamentPath = (lng: string, slug: string) => `/${lng}/bonus/casino/tournaments/${slug}`;

/** A tournament in a list: status, title, prize pool, what ranks and the countdown to its start or end. */
export function TournamentCard({ lng, tournament, serverTime, headingLevel = 2 }: Props) {
  const { t, i18n } = useTranslation('pages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ended = useFormatDate()(tournament.endsAt, 'date');
  return (
    <article className={`card tournament-card tournament-card--${tournament.status}`}>
      <div className="tournament-card__top">
        <span className={`tournament-status tournament-status--${tournament.status}`}>{t(`casinoTournaments.status.${tournament.status}`)}</span>
        <span className="tournament-card__scoring">{t(`casinoTournaments.scoring.${tournament.scoring}`)}</span>
      </div>
      <Heading className="tournament-card__title">
        <Link to={tournamentPath(lng, tournament.slug)}>{tournament.title}</Link>
      </Heading>
      {tournament.summary ? <p className="tournament-card__summary">{tournament.summary}</p> : null}
      <dl className="tournament-facts">
        <div>
          <dt>{t('casinoTournaments.prizePool')}</dt>
          <dd className="tournament-facts__pool">{formatMoney(tournament.prizePool, tournament.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('casinoTournaments.paidPlaces')}</dt>
          <dd>{tournament.prizePlaces}</dd>
        </div>
        <div>
          <dt>{tournament.status === 'finished' ? t('casinoTournaments.endedLabel') : tournament.status === 'running' ? t('casinoTournaments.endsIn') : t('casinoTournaments.startsIn')}</dt>
          <dd>
            {tournament.status === 'finished' ? (
              <time dateTime={tournament.endsAt}>{ended}</time>
            ) : (
              <Countdown
                to={tournament.status === 'running' ? tournament.endsAt : tournament.startsAt}
                serverTime={serverTime}
                label={tournament.status === 'running' ? t('casinoTournaments.endsIn') : t('casinoTournaments.startsIn')}
              />
            )}
          </dd>
        </div>
      </dl>
      <Link className="button button--secondary tournament-card__open" to={tournamentPath(lng, tournament.slug)} aria-label={t('casinoTournaments.openNamed', { name: tournament.title })}>
        {t('casinoTournaments.open')}
      </Link>
    </article>
  );
}

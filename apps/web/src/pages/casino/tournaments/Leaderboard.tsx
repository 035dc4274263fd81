import type { CasinoLeaderboardMe, CasinoLeaderboardResponse, CasinoLeaderboardRow, CasinoTournamentDetails, CasinoTournamentPayout } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn } from '../../../entities/session/session-state';
import { scoreText } from './score-text';
import { LoadFailed } from './TournamentStates';
import { $isRefreshing, $leaderboard, leaderboardQuery } from './tournaments.model';
import { useFormatDate } from '../../../shared/lib/date-time';

interface Props {
  readonly lng: string;
  readonly tournament: CasinoTournamentDetails;
}

/** The board: the top places with the player's own row highlighted, and their place below when it is further down. */
export function Leaderboard({ lng, tournament }: Props) {
  const { t, i18n } = useTranslation('pages');
  const [board, failed, pending, refreshing, signedIn, start] = useUnit([$leaderboard, leaderboardQuery.$failed, leaderboardQuery.$pending, $isRefreshing, $isSignedIn, leaderboardQuery.start]);
  const formatDate = useFormatDate();
  const score = (value: number) => scoreText(value, tournament.scoring, tournament.currency, i18n.language);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, tournament.currency, i18n.language));
  const ownBelow = board?.me && board.me.place !== null && !board.top.some((row) => row.isMe) ? board.me : null;

  return (
    <section className="card tournament-section tournament-board" aria-labelledby="tournament-board" aria-busy={pending || undefined}>
      <div className="tournament-board__head">
        <h2 id="tournament-board">{t('casinoTournaments.board.title')}</h2>
        {board ? (
          <p className="tournament-board__meta">
            {t('casinoTournaments.board.participants', { count: board.participants })} · {t('casinoTournaments.board.updated', { time: formatDate(board.computedAt, 'timeSeconds') })}
            {refreshing ? <span className="tournament-board__live"> · {t('casinoTournaments.board.autoRefresh')}</span> : null}
          </p>
        ) : null}
      </div>
      {failed && !board ? <LoadFailed message={t('casinoTournaments.board.loadFailed')} onRetry={() => start(String(tournament.id))} /> : null}
      {!board && !failed ? <div className="tournament-board__skeleton" aria-hidden="true" /> : null}
      {board ? (
        board.top.length === 0 ? (
          <p className="casino__message">{tournament.status === 'upcoming' ? t('casinoTournaments.board.emptyUpcoming') : t('casinoTournaments.board.empty')}</p>
        ) : (
          <table className="tournament-table" data-testid="leaderboard">
            <caption className="visually-hidden">{t('casinoTournaments.board.caption', { name: tournament.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('casinoTournaments.board.place')}</th>
                <th scope="col">{t('casinoTournaments.board.player')}</th>
                <th scope="col" className="tournament-table__amount">
                  {t(`casinoTournaments.scoring.${tournament.scoring}`)}
                </th>
                <th scope="col" className="tournament-table__amount">
                  {t('casinoTournaments.board.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.top.map((row) => (
                <BoardRow key={row.place} row={row} score={score} money={money} />
              ))}
              {ownBelow ? (
                <>
                  <tr className="tournament-table__gap" aria-hidden="true">
                    <td colSpan={4}>⋯</td>
                  </tr>
                  <BoardRow row={{ ...ownBelow, place: ownBelow.place ?? 0, reachedAt: ownBelow.reachedAt ?? '', isMe: true }} score={score} money={money} />
                </>
              ) : null}
            </tbody>
          </table>
        )
      ) : null}
      {board?.payout ? <PaidPrizes payout={board.payout} money={money} /> : null}
      {/* Polite: a refresh that moves the player's own place is read out; one that does not change the text is not. */}
      <div aria-live="polite">{board ? <OwnStanding board={board} lng={lng} minStake={money(tournament.minStake)} signedIn={signedIn} status={tournament.status} /> : null}</div>
    </section>
  );
}

function BoardRow({ row, score, money }: { row: CasinoLeaderboardRow; score: (value: number) => string; money: (value: number | null) => string }) {
  const { t } = useTranslation('pages');
  return (
    <tr className={row.isMe ? 'tournament-table__me' : undefined} aria-current={row.isMe ? 'true' : undefined}>
      <td>
        <span className={`tournament-place tournament-place--${Math.min(row.place, 4)}`}>{row.place}</span>
      </td>
      <td>
        {row.player}
        {row.isMe ? <span className="tournament-you">{t('casinoTournaments.board.you')}</span> : null}
      </td>
      <td className="tournament-table__amount">{score(row.score)}</td>
      <td className="tournament-table__amount">{money(row.prize)}</td>
    </tr>
  );
}

/** Below the board: the player's own standing in words, or how to get one. */
function OwnStanding({ board, lng, minStake, signedIn, status }: { board: CasinoLeaderboardResponse; lng: string; minStake: string; signedIn: boolean; status: CasinoTournamentDetails['status'] }) {
  const { t } = useTranslation('pages');
  const me: CasinoLeaderboardMe | null = board.me;
  if (!me) {
    return signedIn ? null : (
      <p className="tournament-board__own">
        <Link to="/$lng/user/login" params={{ lng }}>{t('casinoTournaments.board.signIn')}</Link>
      </p>
    );
  }
  if (me.place !== null) return <p className="tournament-board__own">{t('casinoTournaments.board.yourPlace', { place: me.place, player: me.player })}</p>;
  if (status === 'upcoming') return null;
  return <p className="tournament-board__own">{t('casinoTournaments.board.notPlaced', { amount: minStake })}</p>;
}

/** A finished tournament's prizes: who got which, paid through their accounts (or still being paid). */
function PaidPrizes({ payout, money }: { payout: CasinoTournamentPayout; money: (value: number | null) => string }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  return (
    <div className="tournament-payout" data-testid="tournament-payout">
      <h3>{t('casinoTournaments.payout.title')}</h3>
      <p className="tournament-board__meta">
        {payout.status === 'paid' && payout.paidAt !== null ? t('casinoTournaments.payout.paid', { time: formatDate(payout.paidAt, 'dateTime') }) : t('casinoTournaments.payout.pending')}
      </p>
      {payout.prizes.length === 0 ? (
        payout.status === 'paid' ? <p className="casino__message">{t('casinoTournaments.payout.nobody')}</p> : null
      ) : (
        <ol className="tournament-payout__list">
          {payout.prizes.map((prize) => (
            <li key={prize.place} className={prize.isMe ? 'tournament-table__me' : undefined}>
              <span className={`tournament-place tournament-place--${Math.min(prize.place, 4)}`}>{prize.place}</span> {prize.player}
              {prize.isMe ? <span className="tournament-you">{t('casinoTournaments.board.you')}</span> : null} — <strong>{money(prize.amount)}</strong>{' '}
              <span className="tournament-board__meta">{t(prize.paid ? 'casinoTournaments.payout.prizePaid' : 'casinoTournaments.payout.prizePending')}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

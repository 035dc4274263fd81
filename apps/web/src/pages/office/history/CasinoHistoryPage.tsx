import { formatMoney } from '@betting/kernel';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';
import { engineOutcomeText } from '../../../entities/casino/engine-outcome';
import { multiplierText } from '../../../entities/casino/round-text';
import { OfficeLayout } from '../layout/OfficeLayout';
import { casinoHistoryQuery, tournamentPrizesQuery } from './casino-history.model';
import { HistoryTabs } from './HistoryTabs';
import './bet-history.css';
import { useFormatDate } from '../../../shared/lib/date-time';

/**
 * `office/history/casino`: the player's real-money rounds of the house games, each with a link to verify it; an engine
 * round (table, card, reel and fast games) with its game's name and its outcome in words.
 */
export function CasinoHistoryPage() {
  const { t, i18n } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [history, failed, pending, start] = useUnit([casinoHistoryQuery.$data, casinoHistoryQuery.$failed, casinoHistoryQuery.$pending, casinoHistoryQuery.start]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    start({ page });
  }, [start, page]);
  const [prizes, startPrizes] = useUnit([tournamentPrizesQuery.$data, tournamentPrizesQuery.start]);
  useEffect(() => {
    startPrizes({ lng: i18n.language, page: 1 });
  }, [startPrizes, i18n.language]);
  const formatDate = useFormatDate();
  const paging = history?.paging;

  return (
    <OfficeLayout routeId="office.history-casino">
      <section className="card office-card" aria-labelledby="casino-history-title" aria-busy={pending || undefined}>
        <HistoryTabs current="casino" />
        <h2 id="casino-history-title">{t('casinoHistory.title')}</h2>
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : history === null ? (
          <p aria-busy="true">{t('office.loading')}</p>
        ) : history.rounds.length === 0 ? (
          <p>{t('casinoHistory.empty')}</p>
        ) : (
          <table className="payment-history" data-testid="casino-history">
            <thead>
              <tr>
                <th scope="col">{t('casinoHistory.time')}</th>
                <th scope="col">{t('casinoHistory.game')}</th>
                <th scope="col">{t('casinoHistory.stake')}</th>
                <th scope="col">{t('casinoHistory.win')}</th>
                <th scope="col">{t('casinoHistory.outcome')}</th>
                <th scope="col">{t('casinoHistory.nonce')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('casinoHistory.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.rounds.map((round) => (
                <tr key={round.id} data-round-id={round.id}>
                  <td>
                    <time dateTime={round.startedAt}>{formatDate(round.startedAt, 'dateTimeSeconds')}</time>
                  </td>
                  <td>
                    {t(`fairness.games.${round.launchKind}`)}
                    {round.gameName ? <span className="casino__count"> · {round.gameName}</span> : null}
                  </td>
                  <td className="payment-history__amount">{formatMoney(round.stake, round.currency, i18n.language)}</td>
                  <td className="payment-history__amount">
                    {round.payout === null ? '—' : formatMoney(round.payout, round.currency, i18n.language)}
                    {round.multiplier !== null && round.multiplier > 0 ? <span className="casino__count"> ×{multiplierText(round.multiplier)}</span> : null}
                  </td>
                  <td>{round.engine ? engineOutcomeText(t, round.engine.engine, round.engine.view) : round.status === 'open' ? t('engineOutcome.open') : '—'}</td>
                  <td>{round.nonce}</td>
                  <td>
                    <Link to="/$lng/provably-fair" params={{ lng }} search={{ round: round.id, currency: round.currency }} aria-label={`${t('casinoHistory.verify')} #${round.id}`}>
                      {t('casinoHistory.verify')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {paging ? <Pager page={paging.pageNumber} pages={paging.totalPages} busy={pending} label={t('casinoHistory.pages')} onPage={setPage} /> : null}
      </section>
      {prizes && prizes.prizes.length > 0 ? (
        <section className="card office-card" aria-labelledby="tournament-prizes-title">
          <h2 id="tournament-prizes-title">{t('casinoHistory.prizes.title')}</h2>
          <table className="payment-history" data-testid="tournament-prizes">
            <thead>
              <tr>
                <th scope="col">{t('casinoHistory.time')}</th>
                <th scope="col">{t('casinoHistory.prizes.tournament')}</th>
                <th scope="col">{t('casinoHistory.prizes.place')}</th>
                <th scope="col">{t('casinoHistory.prizes.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {prizes.prizes.map((prize) => (
                <tr key={`${prize.tournamentId}:${prize.place}`}>
                  <td>
                    <time dateTime={prize.paidAt}>{formatDate(prize.paidAt, 'dateTimeSeconds')}</time>
                  </td>
                  <td>
                    <Link to="/$lng/bonus/casino/tournaments/$id" params={{ lng, id: prize.slug }}>{prize.title}</Link>
                  </td>
                  <td>{t('casinoHistory.prizes.placeNumber', { place: prize.place })}</td>
                  <td className="payment-history__amount">{formatMoney(prize.amount, prize.currency, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </OfficeLayout>
  );
}

import { BET_HISTORY_PERIODS, CASINO_LOTTERY_GAMES, CASINO_LOTTERY_STATUSES, type CasinoLotteryEntry, type CasinoLotteryHistoryQueryInput } from '@betting/contracts';
import { verifyDraw, verifyLottoDraw } from '@betting/games';
import { formatMoney } from '@betting/kernel';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DrawSeeds } from '../../../entities/casino/DrawSeeds';
import { Pager } from '../../../shared/ui/Pager';
import { OfficeLayout } from '../layout/OfficeLayout';
import { HistoryFilters, HistorySelect } from './HistoryFilters';
import { HistoryBody, HistoryTotals } from './HistoryResults';
import { HistoryTabs } from './HistoryTabs';
import { lotteriesHistoryQuery } from './lotteries-history.model';
import { useFilteredHistory } from './use-filtered-history';
import './bet-history.css';
import './lotteries-history.css';
import { useFormatDate } from '../../../shared/lib/date-time';

type Filters = {
  readonly game: 'all' | (typeof CASINO_LOTTERY_GAMES)[number];
  readonly period: (typeof BET_HISTORY_PERIODS)[number];
  readonly status: 'all' | (typeof CASINO_LOTTERY_STATUSES)[number];
  readonly page: number;
};

const queryOf = (filters: Filters): CasinoLotteryHistoryQueryInput => ({ game: filters.game, period: filters.period, status: filters.status, page: filters.page });
const UNFILTERED: Filters = { game: 'all', period: 'all', status: 'all', page: 1 };
const GAMES = ['all', ...CASINO_LOTTERY_GAMES] as const;
const STATUSES = ['all', ...CASINO_LOTTERY_STATUSES] as const;

/** `office/history/lotteries`: the person's keno and bingo tickets, toto coupons and lotto tickets with their draws' results. */
export function LotteriesHistoryPage() {
  const { t } = useTranslation('pages');
  const { data: history, failed, pending, filters, retry, change, turnPage } = useFilteredHistory(lotteriesHistoryQuery, UNFILTERED, queryOf);
  const paging = history?.paging;

  return (
    <OfficeLayout routeId="office.history-lotteries">
      <section className="card office-card" aria-labelledby="lotteries-history-title" aria-busy={pending || undefined}>
        <HistoryTabs current="lotteries" />
        <h2 id="lotteries-history-title">{t('lotteriesHistory.title')}</h2>
        <HistoryFilters period={filters.period} onPeriod={(period) => change({ period })}>
          <HistorySelect label={t('lotteriesHistory.game')} value={filters.game} values={GAMES} optionLabel={(game) => t(`lotteriesHistory.games.${game}`)} onChange={(game) => change({ game })} />
          <HistorySelect label={t('lotteriesHistory.status')} value={filters.status} values={STATUSES} optionLabel={(status) => t(`lotteriesHistory.statuses.${status}`)} onChange={(status) => change({ status })} />
        </HistoryFilters>
        <HistoryTotals totals={history?.totals} back={(total) => total.won} label={(currency) => t('lotteriesHistory.totals', { currency })} />
        <HistoryBody data={history} failed={failed} onRetry={retry} isEmpty={(data) => data.entries.length === 0} emptyText={t('lotteriesHistory.empty')}>
          {(data) => (
            <table className="payment-history lottery-history" data-testid="lotteries-history">
              <thead>
                <tr>
                  <th scope="col">{t('lotteriesHistory.ticket')}</th>
                  <th scope="col">{t('lotteriesHistory.draw')}</th>
                  <th scope="col">{t('lotteriesHistory.result')}</th>
                  <th scope="col">{t('lotteriesHistory.stake')}</th>
                  <th scope="col">{t('lotteriesHistory.win')}</th>
                  <th scope="col">{t('lotteriesHistory.check')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <EntryRow key={`${entry.game}:${entry.id}`} entry={entry} />
                ))}
              </tbody>
            </table>
          )}
        </HistoryBody>
        {paging ? <Pager page={paging.pageNumber} pages={paging.totalPages} busy={pending} label={t('lotteriesHistory.pages')} onPage={turnPage} /> : null}
      </section>
    </OfficeLayout>
  );
}

const STATUS_CLASS: Readonly<Record<CasinoLotteryEntry['status'], string>> = {
  pending: 'payment-status',
  won: 'payment-status payment-status--success',
  lost: 'payment-status payment-status--fail',
  refunded: 'payment-status',
};

function EntryRow({ entry }: { readonly entry: CasinoLotteryEntry }) {
  const { t, i18n } = useTranslation('pages');
  const formatDate = useFormatDate();
  const money = (amount: number) => formatMoney(amount, entry.currency, i18n.language);
  return (
    <tr data-entry={`${entry.game}:${entry.id}`} data-status={entry.status}>
      <td>
        <strong>{t(`lotteriesHistory.games.${entry.game}`)}</strong> {t('lotteriesHistory.ticketNumber', { id: entry.id })}
        <br />
        <time className="lottery-history__muted" dateTime={entry.placedAt}>
          {formatDate(entry.placedAt, 'dateTime')}
        </time>
      </td>
      <td>
        {t('lotteriesHistory.drawNumber', { id: entry.draw.id })}
        <br />
        <time className="lottery-history__muted" dateTime={entry.draw.at}>
          {formatDate(entry.draw.at, 'dateTime')}
        </time>
      </td>
      <td>
        <span className={STATUS_CLASS[entry.status]}>{t(`lotteriesHistory.statuses.${entry.status}`)}</span> <ResultText entry={entry} />
      </td>
      <td className="payment-history__amount">
        <span className="lottery-history__label">{t('lotteriesHistory.stake')} </span>
        {money(entry.stake)}
      </td>
      <td className="payment-history__amount">
        <span className="lottery-history__label">{t('lotteriesHistory.win')} </span>
        {entry.win === null ? '—' : money(entry.win)}
      </td>
      <td>
        <Check entry={entry} />
      </td>
    </tr>
  );
}

/** What came out, in words: hits, the pattern, the right marks, the numbers matched. */
function ResultText({ entry }: { readonly entry: CasinoLotteryEntry }) {
  const { t } = useTranslation('pages');
  const { play } = entry;
  if (entry.status === 'refunded') return <>{t('lotteriesHistory.refunded')}</>;
  switch (play.game) {
    case 'keno':
      return play.hits === null ? <>{t('lotteriesHistory.picks', { numbers: play.picks.join(' ') })}</> : <>{t('lotteriesHistory.kenoHits', { hits: play.hits.length, picks: play.picks.length })}</>;
    case 'bingo':
      if (entry.status === 'pending') return <>{t('lotteriesHistory.cards', { count: play.cards })}</>;
      // A pattern completed after its last prize ball pays nothing: say so beside it.
      if (entry.status === 'lost' && play.pattern) return <>{t('lotteriesHistory.lateBingo', { pattern: t(`lotteriesHistory.patterns.${play.pattern}`) })}</>;
      return <>{t(`lotteriesHistory.patterns.${play.pattern ?? 'none'}`)}</>;
    case 'toto':
      return play.bestCorrect === null ? (
        <>{t('lotteriesHistory.totoDecided', { decided: play.results.filter((result) => result !== null).length })}</>
      ) : (
        <>{t('lotteriesHistory.totoBest', { correct: play.bestCorrect })}</>
      );
    case 'lotto':
      return play.matches === null ? <>{t('lotteriesHistory.picks', { numbers: play.numbers.join(' ') })}</> : <>{t('lotteriesHistory.lottoMatches', { matches: play.matches })}</>;
  }
}

/** The draw's balls checked against its revealed seed in this browser, and the draw's own page. */
function Check({ entry }: { readonly entry: CasinoLotteryEntry }) {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const { draw, play } = entry;
  const link =
    play.game === 'lotto' ? `/${lng}/lotto/results/${draw.id}` : play.game === 'toto' ? `/${lng}/toto/draws` : `/${lng}/${play.game}`;
  const linkText = t('lotteriesHistory.openDraw', { game: t(`lotteriesHistory.games.${entry.game}`), id: draw.id });
  const balls = play.game === 'toto' ? [] : play.balls;
  let verified: boolean | null = null;
  if (draw.serverSeed !== null && draw.serverSeedHash !== null && balls.length > 0) {
    verified =
      play.game === 'lotto'
        ? (({ hashMatches, ballsMatch }) => hashMatches && ballsMatch)(verifyLottoDraw({ drawId: draw.id, serverSeed: draw.serverSeed, serverSeedHash: draw.serverSeedHash, balls }))
        : play.game === 'toto'
          ? null
          : verifyDraw({ game: play.game, drawId: draw.id, serverSeed: draw.serverSeed, serverSeedHash: draw.serverSeedHash, balls }).ok;
  }
  const hits = new Set(play.game === 'keno' ? play.picks : play.game === 'lotto' ? play.numbers : []);
  return (
    <div className="lottery-history__check">
      {verified !== null ? (
        <details className="lottery-history__verify">
          <summary className={verified ? 'lottery-history__verified' : 'lottery-history__unverified'}>{t(verified ? 'lotteriesHistory.verified' : 'lotteriesHistory.notVerified')}</summary>
          <p className="lottery-history__balls" aria-label={t('lotteriesHistory.balls')}>
            {balls.map((ball, index) => (
              <span key={`${index}-${ball}`} className={hits.has(ball) ? 'lottery-history__ball lottery-history__ball--hit' : 'lottery-history__ball'}>
                {ball}
              </span>
            ))}
          </p>
          <DrawSeeds serverSeed={draw.serverSeed} serverSeedHash={draw.serverSeedHash} />
        </details>
      ) : null}
      <Link to={link}>{linkText}</Link>
    </div>
  );
}

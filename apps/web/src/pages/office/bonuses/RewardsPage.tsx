import { REWARDS_PAGE_SIZE } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { useMoney } from '../../bonuses/format';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusOfficeNav } from './BonusOfficeNav';
import { Pager } from './Pager';
import { $rewards, $rewardsFailed, loadRewardsFx, rewardsPageRequested } from './rewards.model';
import '../../bonuses/bonuses.css';

/** `office/rewards`: the bonuses granted to the person and the cashback they claimed, newest first. */
export function RewardsPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const money = useMoney();
  const moment = useFormatMoment();
  const [rewards, failed, pending, requested] = useUnit([$rewards, $rewardsFailed, loadRewardsFx.pending, rewardsPageRequested]);
  useEffect(() => {
    requested({ page: 1, lng });
  }, [requested, lng]);
  const columns = ['date', 'reward', 'source', 'amount', 'state'] as const;

  return (
    <OfficeLayout routeId="office.rewards">
      <BonusOfficeNav />
      <section className="card office-card" aria-labelledby="rewards-title" aria-busy={pending}>
        <h2 id="rewards-title">{t('bonuses.rewards.title')}</h2>
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : !rewards ? (
          <p>{t('office.loading')}</p>
        ) : rewards.total_count === 0 ? (
          <div className="bonuses-message">
            <p>{t('bonuses.rewards.empty')}</p>
            <Link to="/$lng/bonuses" params={{ lng }} className="button button--secondary">
              {t('bonuses.wager.seeBonuses')}
            </Link>
          </div>
        ) : (
          <>
            <table className="bonus-table" aria-labelledby="rewards-title">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={column === 'amount' ? 'bonus-table__number' : undefined}>
                      {t(`bonuses.rewards.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rewards.entities.map((reward) => (
                  <tr key={reward.id}>
                    <td data-label={t('bonuses.rewards.columns.date')}>
                      <time dateTime={reward.granted_at}>{moment(reward.granted_at)}</time>
                    </td>
                    <th scope="row" data-label={t('bonuses.rewards.columns.reward')}>
                      {reward.title}
                    </th>
                    <td data-label={t('bonuses.rewards.columns.source')}>{t(`bonuses.sources.${reward.source}`)}</td>
                    <td className="bonus-table__number" data-label={t('bonuses.rewards.columns.amount')}>
                      {money(reward.amount, reward.currency)}
                    </td>
                    <td data-label={t('bonuses.rewards.columns.state')}>
                      <span className={`bonus-state bonus-state--${reward.state}`}>{t(`bonuses.states.${reward.state}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={rewards.page} total={rewards.total_count} pageSize={REWARDS_PAGE_SIZE} onPage={(page) => requested({ page, lng })} label={t('bonuses.rewards.pages')} />
          </>
        )}
      </section>
    </OfficeLayout>
  );
}

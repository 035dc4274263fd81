import type { CashbackProgram, CashbackResponse } from '@betting/contracts';
import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../bonuses/format';
import { OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusAlert } from './BonusAlert';
import { BonusOfficeNav } from './BonusOfficeNav';
import { $cashback, $cashbackFailed, $claimedBonuses, $claimRefusal, cashbackClaimed, cashbackPageOpened, claimCashbackFx } from './cashback.model';
import { formatMoment } from '../../../shared/lib/date-time';
import '../../bonuses/bonuses.css';

const DAY_MS = 86_400_000;

/** `office/casino/vipcashback`: 5 % of last week's net casino loss, paid at once. */
export function VipCashbackPage() {
  return <CashbackPage program="vip" routeId="office.casino-vipcashback" />;
}

/** `office/casino/premiumcashback`: 10 % from a larger loss, as a bonus to wager. */
export function PremiumCashbackPage() {
  return <CashbackPage program="premium" routeId="office.casino-premiumcashback" />;
}

function CashbackPage({ program, routeId }: { readonly program: CashbackProgram; readonly routeId: string }) {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const money = useMoney();
  const [answer, failed, claimed, refusal, claiming, opened, claim] = useUnit([$cashback, $cashbackFailed, $claimedBonuses, $claimRefusal, claimCashbackFx.pending, cashbackPageOpened, cashbackClaimed]);
  useEffect(() => {
    opened({ program, lng });
  }, [opened, program, lng]);
  const cashback = answer?.program === program ? answer : null;
  const paid = claimed?.map((bonus) => money(bonus.amount, bonus.currency)).join(', ');

  return (
    <OfficeLayout routeId={routeId}>
      <BonusOfficeNav />
      {failed ? (
        <p role="alert">{t('office.loadFailed')}</p>
      ) : !cashback ? (
        <p aria-busy="true">{t('office.loading')}</p>
      ) : (
        <section className="card office-card" aria-labelledby="cashback-title">
          <h2 id="cashback-title">{cashback.title}</h2>
          <p>{t(`bonuses.cashback.about.${program}`, { percent: cashback.percent })}</p>
          <p>{cashback.wager_multiplier === 0 ? t('bonuses.cashback.paidAtOnce') : t('bonuses.cashback.toWager', { multiplier: cashback.wager_multiplier })}</p>
          <Period period={cashback.period} />
          <CashbackLines cashback={cashback} />
          <BonusAlert id="cashback-alert" refusal={refusal} />
          <OfficeDone text={paid ? t('bonuses.cashback.done', { amount: paid }) : null} />
          <div className="office-actions">
            <button type="button" className="button button--primary" disabled={!cashback.claimable || claiming} aria-describedby="cashback-alert" onClick={() => claim({ program, lng })}>
              {t('bonuses.cashback.claim')}
            </button>
          </div>
        </section>
      )}
    </OfficeLayout>
  );
}

function Period({ period }: { readonly period: CashbackResponse['period'] }) {
  const { t, i18n } = useTranslation('pages');
  // The cashback week is counted in UTC days, and says so.
  const format = (moment: string | Date) => formatMoment(moment, 'date', { tzo: 0, is12h: false }, i18n.language);
  // The week ends at Monday 00:00: its last day is the Sunday before.
  const lastDay = new Date(Date.parse(period.to) - DAY_MS);
  return (
    <p>
      {t('bonuses.cashback.period')}{' '}
      <time dateTime={period.from}>{format(period.from)}</time> – <time dateTime={lastDay.toISOString()}>{format(lastDay)}</time> (UTC)
    </p>
  );
}

function CashbackLines({ cashback }: { readonly cashback: CashbackResponse }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  if (cashback.lines.length === 0) return <p className="bonuses-message">{t('bonuses.cashback.noPlay')}</p>;
  const columns = ['currency', 'stakes', 'returns', 'netLoss', 'cashback'] as const;
  return (
    <table className="bonus-table" aria-labelledby="cashback-title">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={column === 'currency' ? undefined : 'bonus-table__number'}>
              {t(`bonuses.cashback.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cashback.lines.map((line) => (
          <tr key={line.currency}>
            <th scope="row" data-label={t('bonuses.cashback.columns.currency')}>
              {line.currency}
            </th>
            <td className="bonus-table__number" data-label={t('bonuses.cashback.columns.stakes')}>
              {money(line.stakes, line.currency)}
            </td>
            <td className="bonus-table__number" data-label={t('bonuses.cashback.columns.returns')}>
              {money(line.returns, line.currency)}
            </td>
            <td className="bonus-table__number" data-label={t('bonuses.cashback.columns.netLoss')}>
              {money(line.net_loss, line.currency)}
            </td>
            <td className="bonus-table__number" data-label={t('bonuses.cashback.columns.cashback')}>
              {line.claimed
                ? t('bonuses.cashback.claimed', { amount: money(line.cashback, line.currency) })
                : line.cashback > 0
                  ? money(line.cashback, line.currency)
                  : t('bonuses.cashback.belowMinimum', { amount: money(line.min_loss, line.currency) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

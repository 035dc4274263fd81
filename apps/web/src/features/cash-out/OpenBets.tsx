import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacedCouponCard } from '../../entities/coupon/PlacedCouponCard';
import { openBetGamesShown } from '../../entities/line/line-stream';
import { CashOutPanel } from './CashOutPanel';
import { $openBetGames, openBetsQuery, openBetsShown } from './open-bets.model';

/** The slip's "Open bets": the bettor's unsettled coupons with their cash out, target and edit, following the live prices. */
export default function OpenBets({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [data, pending, failed, shown, games, follow] = useUnit([openBetsQuery.$data, openBetsQuery.$pending, openBetsQuery.$failed, openBetsShown, $openBetGames, openBetGamesShown]);
  useEffect(() => {
    shown();
  }, [shown]);
  const key = games.join(',');
  useEffect(() => {
    follow(key === '' ? [] : key.split(',').map(Number));
    return () => {
      follow([]);
    };
  }, [follow, key]);

  if (!data) return <p className="open-bets__note">{failed ? t('openBets.failed') : t('openBets.loading')}</p>;
  if (data.coupons.length === 0) return <p className="open-bets__note">{t('openBets.empty')}</p>;
  return (
    <div className="open-bets" data-testid="open-bets" aria-busy={pending || undefined}>
      {data.coupons.map((placed) => (
        <PlacedCouponCard key={placed.id} coupon={placed} heading="h3" href={`/${lng}/print-coupon/${placed.id}`}>
          <CashOutPanel coupon={placed} />
        </PlacedCouponCard>
      ))}
      {data.paging.totalPages > 1 ? (
        <a className="open-bets__all" href={`/${lng}/office/history`}>
          {t('openBets.all')}
        </a>
      ) : null}
    </div>
  );
}

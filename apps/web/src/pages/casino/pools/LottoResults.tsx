import type { LottoDraw } from '@betting/contracts';
import { LOTTO_FIXED_PRIZES, verifyLottoDraw } from '@betting/games';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LottoBalls } from './LottoBalls';
import { PoolCard } from './PoolCard';
import { PoolPaged } from './PoolPaged';
import { PoolPrizeTable, type PrizeRow } from './PoolTables';
import { money, preferred } from './pool-format';
import { lottoDrawQuery, lottoDrawsQuery } from './pools.queries';
import { useFormatDate } from '../../../shared/lib/date-time';

/** `lotto/results`: drawn draws, newest first, each with its balls and a link to its full result. */
export function LottoResults({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  return (
    <PoolPaged query={lottoDrawsQuery} isEmpty={(data) => data.draws.length === 0} emptyText={t('pools.lotto.noResults')}>
      {(data, view) => (
        <PoolCard titleId="lotto-results-title" title={t('pools.lotto.resultsTitle')} {...view}>
          <ul className="lotto-results">
            {data.draws.map((draw) => (
              <li key={draw.id} className="lotto-results__row" data-draw-id={draw.id}>
                <Link to="/$lng/lotto/{-$sectionName}/{-$lottoId}" params={{ lng, sectionName: 'results', lottoId: String(draw.id) }} className="lotto-results__link">
                  {t('pools.lotto.drawTitle', { id: draw.id })}
                </Link>
                <span className="pools__muted">{formatDate(draw.drawAt, 'dateTime')}</span>
                {draw.balls ? <LottoBalls numbers={draw.balls} label={t('pools.lotto.ballsOf', { id: draw.id })} /> : <span>{t('pools.lotto.cancelled')}</span>}
              </li>
            ))}
          </ul>
        </PoolCard>
      )}
    </PoolPaged>
  );
}

/** `lotto/results/{lottoId}`: one draw — its balls, winners by category, and its seed checked in the browser. */
export function LottoDrawResult({ drawId, currency }: { readonly drawId: number; readonly currency: string | null }) {
  const { t } = useTranslation('pages');
  const [data, failed, start] = useUnit([lottoDrawQuery.$data, lottoDrawQuery.$failed, lottoDrawQuery.start]);
  useEffect(() => {
    start(drawId);
  }, [start, drawId]);
  if (failed) return <p role="alert" className="pools__message">{t('pools.lotto.drawNotFound')}</p>;
  if (!data || data.draw.id !== drawId) return <p className="pools__message" aria-busy="true">{t('pools.loading')}</p>;
  return <DrawResult draw={data.draw} currency={currency} />;
}

function DrawResult({ draw, currency }: { readonly draw: LottoDraw; readonly currency: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const formatDate = useFormatDate();
  const [check, setCheck] = useState<boolean | null>(null);
  const pool = preferred(draw.pools, currency);
  const verify = () => {
    if (!draw.serverSeed || !draw.balls) return;
    const result = verifyLottoDraw({ drawId: draw.id, serverSeed: draw.serverSeed, serverSeedHash: draw.serverSeedHash, balls: draw.balls });
    setCheck(result.hashMatches && result.ballsMatch);
  };
  const rows: readonly PrizeRow[] = pool?.winners
    ? [
        [6, pool.winners.six, pool.jackpotPerTicket ? money(pool.jackpotPerTicket, pool.currency, i18n.language) : t('pools.lotto.jackpotCarried')],
        [5, pool.winners.five, t('pools.lotto.timesPrice', { times: LOTTO_FIXED_PRIZES[5] / 1000 })],
        [4, pool.winners.four, t('pools.lotto.timesPrice', { times: LOTTO_FIXED_PRIZES[4] / 1000 })],
        [3, pool.winners.three, t('pools.lotto.timesPrice', { times: LOTTO_FIXED_PRIZES[3] / 1000 })],
      ]
    : [];
  return (
    <section className="card pools__card" aria-labelledby="lotto-draw-title">
      <h2 id="lotto-draw-title">{t('pools.lotto.drawTitle', { id: draw.id })}</h2>
      <p className="pools__muted">{draw.drawnAt ? t('pools.lotto.drawnAt', { time: formatDate(draw.drawnAt, 'dateTime') }) : t('pools.lotto.drawAt', { time: formatDate(draw.drawAt, 'dateTime') })}</p>
      {draw.balls ? <LottoBalls numbers={draw.balls} label={t('pools.lotto.ballsOf', { id: draw.id })} /> : <p>{t('pools.lotto.notDrawnYet')}</p>}
      {rows.length > 0 && pool ? (
        <PoolPrizeTable caption={t('pools.lotto.winnersCaption', { currency: pool.currency, tickets: pool.tickets })} columns={[t('pools.lotto.matched'), t('pools.lotto.winners'), t('pools.lotto.prize')]} rows={rows} />
      ) : null}
      <div className="pools__fairness">
        <h3>{t('pools.lotto.fairTitle')}</h3>
        <p className="pools__muted">{t('pools.lotto.fairLead')}</p>
        <dl className="pools__seeds">
          <dt>{t('pools.lotto.serverSeedHash')}</dt>
          <dd>
            <code>{draw.serverSeedHash}</code>
          </dd>
          <dt>{t('pools.lotto.serverSeed')}</dt>
          <dd>
            <code>{draw.serverSeed ?? t('pools.lotto.secretUntilDraw')}</code>
          </dd>
          <dt>{t('pools.lotto.clientSeed')}</dt>
          <dd>
            <code>{draw.clientSeed}</code>
          </dd>
        </dl>
        {draw.serverSeed ? (
          <button type="button" className="button button--secondary" onClick={verify}>
            {t('pools.lotto.verify')}
          </button>
        ) : null}
        <p role="status" className={check === false ? 'pools__refusal' : 'pools__success'}>
          {check === null ? '' : check ? t('pools.lotto.verified') : t('pools.lotto.notVerified')}
        </p>
      </div>
    </section>
  );
}

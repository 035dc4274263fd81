import type { TotoDraw } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { PoolFigure } from './PoolDrawHead';
import { PoolPaged } from './PoolPaged';
import { PoolPrizeTable } from './PoolTables';
import { money, preferred } from './pool-format';
import { totoDrawsQuery } from './pools.queries';
import { useFormatDate } from '../../../shared/lib/date-time';

/** `toto/draws`: draws past their sales, newest first: the results of their matches and what each category paid. */
export function TotoPastDraws({ currency }: { readonly currency: string | null }) {
  const { t } = useTranslation('pages');
  return (
    <PoolPaged query={totoDrawsQuery} isEmpty={(data) => data.draws.length === 0} emptyText={t('pools.toto.noDraws')}>
      {(data, { pending, pager }) => (
        <div className="pools__list" aria-busy={pending || undefined}>
          {data.draws.map((draw) => (
            <PastDraw key={draw.id} draw={draw} currency={currency} />
          ))}
          {pager}
        </div>
      )}
    </PoolPaged>
  );
}

function PastDraw({ draw, currency }: { readonly draw: TotoDraw; readonly currency: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const formatDate = useFormatDate();
  const pool = preferred(draw.pools, currency);
  const titleId = `toto-past-${draw.id}`;
  return (
    <article className="card pools__card" aria-labelledby={titleId} data-draw-id={draw.id}>
      <header className="pools__card-head">
        <div>
          <h2 id={titleId}>{t('pools.toto.drawTitle', { id: draw.id })}</h2>
          <p className="pools__muted">
            {t(`pools.toto.status.${draw.status}`)}
            {draw.settledAt ? ` · ${formatDate(draw.settledAt, 'dateTime')}` : ''}
          </p>
        </div>
        {pool ? (
          <dl className="pools__figures">
            <PoolFigure label={t('pools.toto.pool')}>{money(pool.prizePool, pool.currency, i18n.language)}</PoolFigure>
            <PoolFigure label={t('pools.toto.coupons')}>{pool.coupons}</PoolFigure>
          </dl>
        ) : null}
      </header>
      <ol className="toto-results">
        {draw.matches.map((match) => (
          <li key={match.position} className="toto-results__row">
            <span className="toto-match__position" aria-hidden="true">
              {match.position}
            </span>
            <span className="toto-results__teams">
              {match.homeName} – {match.awayName}
            </span>
            <span className="toto-results__score">{match.score ? `${match.score.home}:${match.score.away}` : '—'}</span>
            <span className={`toto-results__result toto-results__result--${match.result ?? 'pending'}`}>{match.result === 'void' ? t('pools.toto.void') : (match.result ?? t('pools.toto.pending'))}</span>
          </li>
        ))}
      </ol>
      {pool?.categories ? (
        <PoolPrizeTable
          caption={t('pools.toto.payoutsCaption', { currency: pool.currency })}
          columns={[t('pools.toto.correct'), t('pools.toto.winningLines'), t('pools.toto.perLine')]}
          rows={pool.categories.map((category) => [category.correct, category.lines, category.lines > 0 ? money(category.perLine, pool.currency, i18n.language) : t('pools.toto.toJackpot')])}
          after={<p className="pools__muted">{t('pools.toto.carried', { amount: money(pool.jackpotOut ?? 0, pool.currency, i18n.language) })}</p>}
        />
      ) : null}
    </article>
  );
}

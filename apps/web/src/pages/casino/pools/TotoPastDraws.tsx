import type { TotoDraw } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';
import { dateTime, money, preferred } from './pool-format';
import { totoDrawsQuery } from './pools.queries';

/** `toto/draws`: draws past their sales, newest first: the results of their matches and what each category paid. */
export function TotoPastDraws({ currency }: { readonly currency: string | null }) {
  const { t } = useTranslation('pages');
  const [data, failed, pending, start] = useUnit([totoDrawsQuery.$data, totoDrawsQuery.$failed, totoDrawsQuery.$pending, totoDrawsQuery.start]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    start(page);
  }, [start, page]);
  if (failed) return <p role="alert" className="pools__message">{t('pools.loadFailed')}</p>;
  if (!data) return <p className="pools__message" aria-busy="true">{t('pools.loading')}</p>;
  if (data.draws.length === 0) return <p className="pools__message">{t('pools.toto.noDraws')}</p>;
  return (
    <div className="pools__list" aria-busy={pending || undefined}>
      {data.draws.map((draw) => (
        <PastDraw key={draw.id} draw={draw} currency={currency} />
      ))}
      <Pager page={data.paging.pageNumber} pages={data.paging.totalPages} busy={pending} label={t('pools.pages')} onPage={setPage} />
    </div>
  );
}

function PastDraw({ draw, currency }: { readonly draw: TotoDraw; readonly currency: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const pool = preferred(draw.pools, currency);
  const titleId = `toto-past-${draw.id}`;
  return (
    <article className="card pools__card" aria-labelledby={titleId} data-draw-id={draw.id}>
      <header className="pools__card-head">
        <div>
          <h2 id={titleId}>{t('pools.toto.drawTitle', { id: draw.id })}</h2>
          <p className="pools__muted">
            {t(`pools.toto.status.${draw.status}`)}
            {draw.settledAt ? ` · ${dateTime(draw.settledAt, i18n.language)}` : ''}
          </p>
        </div>
        {pool ? (
          <dl className="pools__figures">
            <div>
              <dt>{t('pools.toto.pool')}</dt>
              <dd>{money(pool.prizePool, pool.currency, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('pools.toto.coupons')}</dt>
              <dd>{pool.coupons}</dd>
            </div>
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
        <div className="pools__table-wrap">
          <table className="pools__table">
            <caption className="pools__caption">{t('pools.toto.payoutsCaption', { currency: pool.currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pools.toto.correct')}</th>
                <th scope="col">{t('pools.toto.winningLines')}</th>
                <th scope="col">{t('pools.toto.perLine')}</th>
              </tr>
            </thead>
            <tbody>
              {pool.categories.map((category) => (
                <tr key={category.correct}>
                  <th scope="row">{category.correct}</th>
                  <td>{category.lines}</td>
                  <td className="pools__amount">{category.lines > 0 ? money(category.perLine, pool.currency, i18n.language) : t('pools.toto.toJackpot')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pools__muted">{t('pools.toto.carried', { amount: money(pool.jackpotOut ?? 0, pool.currency, i18n.language) })}</p>
        </div>
      ) : null}
    </article>
  );
}

import type { TotoDraw, TotoMatch } from '@betting/contracts';
import { convertOdds } from '@betting/coupon';
import { TOTO_MAX_LINES, TOTO_PICKS, markOf, picksOf, totoCouponProblem, totoLinePrice, totoLinesCount, type TotoMark, type TotoPick } from '@betting/games';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PoolDrawHead, PoolFigure } from './PoolDrawHead';
import { PoolRefusalText } from './PoolRefusalText';
import { money, preferred } from './pool-format';
import { $buying, $lastCoupon, $marks, $refusal, couponSubmitted, markToggled, marksCleared, marksFilled, marksOfDraw } from './toto.model';
import { $coefView } from '../../../entities/line/line-settings';
import { useFormatDate } from '../../../shared/lib/date-time';

const ODDS_KEY = { '1': 'home', X: 'draw', '2': 'away' } as const;

/** The favourite of a match by the line's odds (the lowest coefficient), else the home side. */
const favouriteOf = (match: TotoMatch): TotoPick => (match.odds ? TOTO_PICKS.reduce((best, pick) => (match.odds![ODDS_KEY[pick]] < match.odds![ODDS_KEY[best]] ? pick : best), '1' as TotoPick) : '1');

interface Props {
  readonly draw: TotoDraw;
  readonly signedIn: boolean;
  /** The reader's account currency (prices and pools in it), null for a guest. */
  readonly currency: string | null;
}

/** A draw's 15 matches with 1 / X / 2 marks, the lines and cost of the coupon, and the buy button with its reason. */
export function TotoDrawCard({ draw, signedIn, currency }: Props) {
  const { t, i18n } = useTranslation('pages');
  const formatDate = useFormatDate();
  const [allMarks, toggle, fill, clear, submit, refusal, lastCoupon, buying, view] = useUnit([$marks, markToggled, marksFilled, marksCleared, couponSubmitted, $refusal, $lastCoupon, $buying, $coefView]);
  const marks = marksOfDraw(allMarks, draw.id);
  const open = draw.status === 'open';
  const shownCurrency = currency ?? preferred(draw.jackpots, null)?.currency ?? 'RUB';
  const price = totoLinePrice(shownCurrency);
  const lines = totoLinesCount(marks);
  const problem = totoCouponProblem(marks);
  const unmarked = marks.filter((mark) => mark === null).length;
  const jackpot = preferred(draw.jackpots, shownCurrency);
  const pool = preferred(draw.pools, shownCurrency);
  const titleId = `toto-draw-${draw.id}`;

  const reason = !open ? t('pools.toto.closedNote') : !signedIn ? t('pools.signInToPlay') : problem === 'unmarked_match' ? t('pools.toto.markLeft', { n: unmarked }) : problem === 'too_many_lines' ? t('pools.problems.too_many_lines', { max: TOTO_MAX_LINES }) : null;

  return (
    <section className="card pools__card" aria-labelledby={titleId}>
      <PoolDrawHead titleId={titleId} title={t('pools.toto.drawTitle', { id: draw.id })} note={open ? t('pools.toto.closesAt', { time: formatDate(draw.closesAt, 'dateTime') }) : t(`pools.toto.status.${draw.status}`)} jackpot={jackpot}>
        <PoolFigure label={t('pools.toto.pool')}>{money(pool?.prizePool ?? 0, pool?.currency ?? shownCurrency, i18n.language)}</PoolFigure>
        <PoolFigure label={t('pools.toto.linePrice')}>{money(price, shownCurrency, i18n.language)}</PoolFigure>
      </PoolDrawHead>

      <ol className="toto-matches">
        {draw.matches.map((match) => {
          const mark = marks[match.position - 1] ?? null;
          const chosen = new Set(mark ? picksOf(mark) : []);
          const name = `${match.homeName} – ${match.awayName}`;
          return (
            <li key={match.position} className="toto-match">
              <span className="toto-match__position" aria-hidden="true">
                {match.position}
              </span>
              <div className="toto-match__teams">
                <span className="toto-match__name">{name}</span>
                <span className="pools__muted">
                  {match.champName} · <time dateTime={match.startAt}>{formatDate(match.startAt, 'weekdayDayTime')}</time>
                </span>
              </div>
              <div className="toto-match__picks" role="group" aria-label={t('pools.toto.marksFor', { match: name })}>
                {TOTO_PICKS.map((pick) => {
                  const coef = match.odds?.[ODDS_KEY[pick]];
                  return (
                    <button
                      key={pick}
                      type="button"
                      className="toto-pick"
                      aria-pressed={chosen.has(pick)}
                      disabled={!open}
                      onClick={() => toggle({ drawId: draw.id, position: match.position, pick })}
                    >
                      {/* Named by what it says: the pick in words (hidden), then the odds in the bettor's view. */}
                      <span className="toto-pick__label" aria-hidden="true">
                        {pick}
                      </span>
                      <span className="visually-hidden">{t(`pools.toto.picks.${pick}`)}</span>
                      {coef ? <span className="toto-pick__odds">{convertOdds(coef / 1000, view)}</span> : null}
                    </button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>

      {open ? (
        <div className="pools__actions">
          <div className="pools__quick">
            <button type="button" className="button button--ghost" onClick={() => fill({ drawId: draw.id, marks: draw.matches.map((match) => markOf([favouriteOf(match)])) })}>
              {t('pools.toto.fillFavourites')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => fill({ drawId: draw.id, marks: draw.matches.map((): TotoMark | null => markOf([TOTO_PICKS[Math.floor(Math.random() * 3)] ?? '1'])) })}
            >
              {t('pools.toto.fillRandom')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => clear(draw.id)} disabled={unmarked === marks.length}>
              {t('pools.toto.clear')}
            </button>
          </div>
          <p className="pools__summary" aria-live="polite">
            <span>{t('pools.toto.lines', { n: lines })}</span>
            <span className="pools__cost">{t('pools.toto.cost', { amount: money(lines * price, shownCurrency, i18n.language) })}</span>
          </p>
          {reason ? <p className="pools__muted">{reason}</p> : null}
          <button type="button" className="button button--primary pools__buy" disabled={reason !== null || buying} onClick={() => submit({ drawId: draw.id })}>
            {buying ? t('pools.buying') : t('pools.toto.buy')}
          </button>
          {refusal?.drawId === draw.id ? <PoolRefusalText refusal={refusal.refusal} /> : null}
          <p role="status" className="pools__success">
            {lastCoupon?.drawId === draw.id ? t('pools.toto.bought', { id: lastCoupon.id, n: lastCoupon.lines, amount: money(lastCoupon.stake, lastCoupon.currency, i18n.language) }) : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}

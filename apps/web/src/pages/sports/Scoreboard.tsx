import type { LineGame } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { periodDisplayOf, periodLabelKey } from '../../entities/line/period-unit';
import { tennisPointCalls } from '../../entities/line/tennis-points';
import { useLiveGame } from './GameClock';

/**
 * A started game's score by period (halves, quarters, sets, maps) and its total; a live tennis match adds the points
 * of the game under way (15, 30, 40, AD), which change as the feed tells each point.
 */
export function Scoreboard({ game }: { readonly game: LineGame }) {
  const { t } = useTranslation('pages');
  const state = useLiveGame(game);
  if (!state.isLive && !state.isFinished) return null;
  const periods = state.periodScores;
  const calls = state.isLive && state.points ? tennisPointCalls(state.points, t('sports.score.advantage')) : null;
  const { unit } = periodDisplayOf(game.sportSlug);
  return (
    <div className="scoreboard">
      <table className="scoreboard__table">
        <caption className="visually-hidden">{t('sports.score.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('sports.score.side')}</span>
            </th>
            {periods.map((_, index) => (
              <th key={index} scope="col" className={state.isLive && index === state.period - 1 ? 'scoreboard__current' : undefined}>
                <abbr title={t(periodLabelKey(unit), { period: index + 1 })}>{index + 1}</abbr>
              </th>
            ))}
            {calls ? <th scope="col">{t('sports.score.points')}</th> : null}
            <th scope="col">{t('sports.score.total')}</th>
          </tr>
        </thead>
        <tbody>
          {game.opponents.map((opponent, side) => (
            <tr key={side}>
              <th scope="row" className="scoreboard__name">
                {opponent.name}
              </th>
              {periods.map((period, index) => (
                <td key={index} className={state.isLive && index === state.period - 1 ? 'scoreboard__current' : undefined}>
                  {period[side] ?? 0}
                </td>
              ))}
              {calls ? (
                <td className="scoreboard__points" data-testid={`points-${side}`}>
                  {calls[side]}
                </td>
              ) : null}
              <td className="scoreboard__total">{state.scores[side] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

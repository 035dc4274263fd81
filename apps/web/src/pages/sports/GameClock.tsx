import type { LineGame } from '@betting/contracts';
import { useStoreMap } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $liveGames } from '../../entities/line/line-stream';
import { minutesPlayed, periodDisplayOf, periodLabelKey } from '../../entities/line/period-unit';
import { useFormatDate } from '../../shared/lib/date-time';

/** A live game's state as the feed last told it (score, period, clock), else as the page loaded it. */
export function useLiveGame(game: LineGame) {
  const live = useStoreMap({ store: $liveGames, keys: [game.id], fn: (games, [id]) => games[id] ?? null });
  if (!live) {
    return {
      isLive: game.isLive,
      isFinished: game.isFinished,
      scores: game.opponents.map((opponent) => opponent.score),
      score: game.score,
      period: game.period,
      gameSeconds: game.gameSeconds,
      periodScores: game.periodScores ?? [],
      points: game.isLive ? (game.points ?? null) : null,
    };
  }
  return {
    isLive: !live.isFinished,
    isFinished: live.isFinished,
    scores: [...live.scores],
    score: live.score,
    period: live.period,
    gameSeconds: live.gameSeconds,
    periodScores: live.periodScores ?? game.periodScores ?? [],
    points: live.isFinished ? null : (live.points ?? null),
  };
}

/** The start time (line), the period and clock (live), or "Finished". */
export function GameClock({ game }: { readonly game: LineGame }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  const state = useLiveGame(game);
  if (state.isFinished) return <span className="game-clock game-clock--finished">{t('sports.finished')}</span>;
  if (state.isLive) {
    // The period in the sport's own unit (set 2, frame 5, map 3…); minutes only where a clock runs.
    const { unit, clock } = periodDisplayOf(game.sportSlug);
    const label = t(periodLabelKey(unit), { period: state.period });
    return (
      <span className="game-clock game-clock--live">
        <span className="live-dot" aria-hidden="true" />
        {clock ? `${label} · ${minutesPlayed(state.gameSeconds)}` : label}
      </span>
    );
  }
  const start = game.startAt * 1000;
  return (
    <span className="game-clock">
      <time dateTime={new Date(start).toISOString()}>
        <span className="game-clock__day">{formatDate(start, 'dayMonth')}</span> {formatDate(start, 'time')}
      </time>
    </span>
  );
}

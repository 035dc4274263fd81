import type { LineGame } from '@betting/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodDisplayOf, periodLabelKey } from '../../entities/line/period-unit';
import { tennisPointCalls } from '../../entities/line/tennis-points';
import { courtOf, momentsBetween, raceWordOf, sceneOf, sideOf, surfaceOf, type CourtSurface, type FieldSurface, type Side, type StreamMoment, type StreamScene, type StreamState } from './moments';
import './game-stream.css';

/** Where the ball (or the fight) is on the 200 × 120 drawing. */
interface Spot {
  readonly x: number;
  readonly y: number;
}
const CENTRE: Spot = { x: 100, y: 60 };
/** How long one moment holds the screen before the next (a queue builds when the feed moves fast). */
const MOMENT_MS = 2_000;
/** A moment holds the screen shorter while others wait: the stream stays close to the feed. */
const holdFor = (waiting: number) => (waiting > 0 ? MOMENT_MS / 2 : MOMENT_MS);
/** The play between moments: a new spot this often. */
const AMBIENT_MS = 1_400;
/** Moments waiting beyond this are dropped, oldest first: the stream keeps up with the feed. */
const MAX_QUEUED = 4;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const changed = () => setReduced(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduced;
}

const between = (low: number, high: number) => low + Math.random() * (high - low);

/** A spot of the play between moments, in the half the attacking side is pressing into. */
function ambientSpot(scene: StreamScene, attacking: Side): Spot {
  if (scene === 'net') return { x: attacking === 0 ? between(118, 182) : between(18, 82), y: between(22, 98) };
  if (scene === 'arena') return { x: attacking === 0 ? between(100, 140) : between(60, 100), y: between(48, 72) };
  return { x: attacking === 0 ? between(95, 175) : between(25, 105), y: between(18, 102) };
}

/** How far in from the end line the goal (or hoop) stands. */
const GOAL_INSET: Readonly<Record<FieldSurface, number>> = { grass: 5, indoor: 5, water: 5, ice: 17, wood: 15 };

/** Where a moment ends: in the goal, beyond the net, at the base the side took. */
function momentSpot(scene: StreamScene, surface: FieldSurface, moment: StreamMoment): Spot {
  const side = sideOf(moment);
  if (side === null) return CENTRE;
  const towardsRight = side === 0;
  const inset = GOAL_INSET[surface];
  if (scene === 'field') return moment.kind === 'goal' ? { x: towardsRight ? 200 - inset : inset, y: between(56, 64) } : CENTRE;
  if (scene === 'net') return { x: towardsRight ? between(160, 188) : between(12, 40), y: between(20, 100) };
  return { x: towardsRight ? 146 : 54, y: 60 };
}

/** The drawing's players: around a shape of their own, leaning with the ball. */
const FIELD_SHAPE: readonly Spot[] = [
  { x: 18, y: 60 },
  { x: 48, y: 34 },
  { x: 48, y: 86 },
  { x: 78, y: 48 },
  { x: 82, y: 76 },
];
const COURT_SHAPE: Readonly<Record<CourtSurface, readonly Spot[]>> = {
  tennis: [{ x: 40, y: 60 }],
  badminton: [{ x: 45, y: 60 }],
  table: [{ x: 22, y: 60 }],
  beach: [
    { x: 50, y: 40 },
    { x: 50, y: 80 },
  ],
  volleyball: [
    { x: 78, y: 34 },
    { x: 78, y: 86 },
    { x: 40, y: 60 },
  ],
};
function playerSpots(scene: StreamScene, court: CourtSurface, side: Side, ball: Spot): Spot[] {
  const shape = scene === 'field' ? FIELD_SHAPE : scene === 'net' ? COURT_SHAPE[court] : [];
  return shape.map((spot, index) => {
    const x = side === 0 ? spot.x : 200 - spot.x;
    // The keeper holds the goal; the others follow the ball part of the way.
    const pull = scene === 'net' ? 0.55 : index === 0 ? 0.08 : 0.38;
    const limit = scene === 'net' ? (side === 0 ? [8, 94] : [106, 192]) : [6, 194];
    const followX = x + (ball.x - 100) * pull;
    return { x: Math.min(limit[1]!, Math.max(limit[0]!, followX)), y: spot.y + (ball.y - 60) * pull * 0.8 };
  });
}

export interface GameStreamProps {
  readonly game: LineGame;
  /** The game as the live feed last told it (the page's `useLiveGame`). */
  readonly state: StreamState & { readonly score: string | null };
}

/**
 * The animated stream of a simulated game: a pitch, court or arena drawn in SVG, played from the live feed's moments
 * (goals, points, rounds, maps and sets as the simulator publishes them); the play between them is illustration and
 * says so. One polite live region tells the last moment, not every frame. Silent; still under reduced motion.
 */
export default function GameStream({ game, state }: GameStreamProps) {
  const { t } = useTranslation('pages');
  const reduced = useReducedMotion();
  const scene = sceneOf(game.sportSlug);
  const surface = surfaceOf(game.sportSlug);
  const court = courtOf(game.sportSlug);
  const { unit } = periodDisplayOf(game.sportSlug);
  const names = [game.opponents[0]?.name ?? '', game.opponents[1]?.name ?? ''] as const;

  const [ball, setBall] = useState<Spot>(CENTRE);
  const [attacking, setAttacking] = useState<Side>(0);
  const [shown, setShown] = useState<StreamMoment | null>(null);
  const [bannerKey, setBannerKey] = useState(0);
  const [recent, setRecent] = useState<readonly { readonly id: number; readonly text: string }[]>([]);
  const queue = useRef<StreamMoment[]>([]);
  const busy = useRef(false);
  const previous = useRef<StreamState | null>(null);
  const counter = useRef(0);
  const [wake, setWake] = useState(0);
  const [openedBeforeWhistle] = useState(!state.isFinished);
  /** The bettor's own choice to show or hide the drawing; until then it shows once the game is under way. */
  const [shownByChoice, setShownByChoice] = useState<boolean | null>(null);

  const periodLabel = (period: number) => t(periodLabelKey(unit), { period });
  const describe = (moment: StreamMoment): string => {
    switch (moment.kind) {
      case 'start':
        return t('gameStream.moments.start');
      case 'goal':
        return t('gameStream.moments.goal', { team: names[moment.side], score: moment.scores.join(':') });
      case 'point':
        return t('gameStream.moments.point', { team: names[moment.side], points: tennisPointCalls(moment.points, t('sports.score.advantage')).join(':') });
      case 'race':
        return t(`gameStream.moments.race.${raceWordOf(game.sportSlug)}`, { team: names[moment.side], period: periodLabel(moment.period), race: moment.race.join(':') });
      case 'period':
        return t('gameStream.moments.period', { team: names[moment.side], period: periodLabel(moment.period), score: moment.scores.join(':') });
      case 'periodStart':
        return t('gameStream.moments.periodStart', { period: periodLabel(moment.period) });
      case 'finished':
        return t('gameStream.moments.finished', { score: moment.scores.join(':') });
    }
  };
  const banner = (moment: StreamMoment): string => {
    switch (moment.kind) {
      case 'goal':
        return t(surface === 'wood' ? 'gameStream.banner.basket' : 'gameStream.banner.goal');
      case 'point':
        return t('gameStream.banner.point');
      case 'race':
        return t(`gameStream.banner.${raceWordOf(game.sportSlug)}`);
      case 'period':
        return t('gameStream.banner.won', { period: periodLabel(moment.period) });
      case 'periodStart':
        return periodLabel(moment.period);
      case 'start':
        return t('gameStream.banner.start');
      case 'finished':
        return t('gameStream.banner.finished');
    }
  };

  // Each new reading of the game: the moments since the last one join the queue.
  const signature = JSON.stringify([state.isLive, state.isFinished, state.period, state.scores, state.periodScores, state.points]);
  useEffect(() => {
    const moments = momentsBetween(previous.current, state, game.sportSlug);
    previous.current = state;
    if (moments.length === 0) return;
    // The words follow the feed at once (the live region tells the newest); the drawing plays them in turn.
    const told = moments.map((moment) => {
      counter.current += 1;
      return { id: counter.current, text: describe(moment) };
    });
    setRecent((items) => [...told.reverse(), ...items].slice(0, 5));
    queue.current = [...queue.current, ...moments].slice(-MAX_QUEUED);
    setWake((n) => n + 1);
    // `state` is read through its signature: a new object with the same reading is no new moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, game.sportSlug]);

  // Timers of the moment on screen: they outlive a new arrival (which waits its turn) and end with the view.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      busy.current = false;
    };
  }, []);
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };

  // Plays the queue, one moment at a time: the build-up, the moment itself, then back to the play.
  useEffect(() => {
    if (busy.current) return;
    const next = queue.current.shift();
    if (!next) return;
    busy.current = true;
    const side = sideOf(next);
    if (side !== null) setAttacking(side);
    const build = !reduced && side !== null && (next.kind === 'goal' || scene !== 'field');
    if (build) setBall(ambientSpot(scene, side));
    later(
      () => {
        setBall(momentSpot(scene, surface, next));
        setShown(next);
        setBannerKey((key) => key + 1);
      },
      build ? 450 : 0
    );
    later(() => {
      setShown(null);
      if (next.kind === 'goal' || next.kind === 'period' || next.kind === 'periodStart' || next.kind === 'finished' || next.kind === 'start') setBall(CENTRE);
      busy.current = false;
      setWake((n) => n + 1);
    }, holdFor(queue.current.length));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wake]);

  // The play between moments: only while live, visible and allowed to move.
  const playing = state.isLive && !state.isFinished && !reduced;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (busy.current || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return;
      setAttacking((side) => {
        const next: Side = Math.random() < 0.3 ? (side === 0 ? 1 : 0) : side;
        setBall(ambientSpot(scene, next));
        return next;
      });
    }, AMBIENT_MS);
    return () => clearInterval(timer);
  }, [playing, scene]);

  // A game already finished when the page opened has nothing left to stream (its results and check are below).
  if (!openedBeforeWhistle) return null;
  const latest = recent[0]?.text;
  const summary =
    latest ??
    (state.isFinished
      ? t('gameStream.moments.finished', { score: state.scores.map((s) => s ?? 0).join(':') })
      : state.isLive
      ? t('gameStream.now', { score: state.scores.map((s) => s ?? 0).join(':') })
      : t('gameStream.waiting'));
  const race = scene !== 'field' && (state.isLive || state.isFinished) ? state.periodScores[Math.max(1, state.period) - 1] ?? [0, 0] : null;
  const shownSide = shown ? sideOf(shown) : null;
  const open = shownByChoice ?? (state.isLive || state.isFinished);
  const stageId = `game-stream-stage-${game.id}`;

  return (
    <section
      className={`game-stream game-stream--${scene} game-stream--${scene === 'net' ? court : scene === 'field' ? surface : 'arena'}${reduced ? ' game-stream--still' : ''}`}
      aria-labelledby={`game-stream-${game.id}`}
      data-testid="game-stream"
    >
      <header className="game-stream__head">
        <h2 className="game-stream__title" id={`game-stream-${game.id}`}>
          <span className="game-stream__badge" aria-hidden="true">
            {state.isLive ? <span className="live-dot" /> : null}
            2D
          </span>
          {t('gameStream.title')}
        </h2>
        <span className="game-stream__tools">
          <span className="game-stream__sound">{t('gameStream.silent')}</span>
          <button type="button" className="game-stream__toggle" aria-expanded={open} aria-controls={stageId} onClick={() => setShownByChoice(!open)}>
            {open ? t('gameStream.hide') : t('gameStream.show')}
          </button>
        </span>
      </header>
      <div className="game-stream__stage" id={stageId} hidden={!open}>
        <div className="game-stream__scorebar" aria-hidden="true">
          <span className="game-stream__team game-stream__team--home">{names[0]}</span>
          <span className="game-stream__score">
            {state.isLive || state.isFinished ? state.scores.map((s) => s ?? 0).join(' : ') : '– : –'}
            {state.isLive && state.period > 0 ? <small className="game-stream__period">{race ? `${periodLabel(state.period)} · ${race.join(':')}` : periodLabel(state.period)}</small> : null}
          </span>
          <span className="game-stream__team game-stream__team--away">{names[1]}</span>
        </div>
        <svg className="game-stream__svg" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
          <Ground scene={scene} surface={surface} court={court} />
          {scene === 'arena' ? <Arena race={race} shown={shown} /> : null}
          {([0, 1] as const).map((side) =>
            playerSpots(scene, court, side, ball).map((spot, index) => (
              <g key={`${side}-${index}`} className={`game-stream__player game-stream__player--${side === 0 ? 'home' : 'away'}`} style={{ transform: `translate(${spot.x}px, ${spot.y}px)` }}>
                <circle r={scene === 'net' ? 3.6 : 3.2} />
              </g>
            ))
          )}
          <g className={`game-stream__ball${scene === 'arena' ? ' game-stream__ball--front' : ''}`} style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
            {scene === 'arena' ? <circle className="game-stream__clash" r={7} /> : null}
            <circle r={scene === 'arena' ? 3.4 : 2.4} />
          </g>
          {scene === 'field' && state.isLive ? (
            <path
              className={`game-stream__arrow game-stream__arrow--${attacking === 0 ? 'home' : 'away'}`}
              d={attacking === 0 ? 'M 88 8 L 112 8 M 106 4 L 112 8 L 106 12' : 'M 112 8 L 88 8 M 94 4 L 88 8 L 94 12'}
            />
          ) : null}
        </svg>
        {shown ? (
          <div key={bannerKey} className={`game-stream__banner${shownSide === null ? '' : shownSide === 0 ? ' game-stream__banner--home' : ' game-stream__banner--away'}`} aria-hidden="true">
            <strong>{banner(shown)}</strong>
            {shownSide !== null ? <span>{names[shownSide]}</span> : null}
          </div>
        ) : null}
        {!state.isLive && !state.isFinished ? (
          <p className="game-stream__waiting" aria-hidden="true">
            {t('gameStream.waiting')}
          </p>
        ) : null}
      </div>
      <p className="game-stream__summary" role="status" aria-live="polite" aria-atomic="true" data-testid="game-stream-summary">
        {summary}
      </p>
      {recent.length > 1 ? (
        <ol className="game-stream__recent" aria-label={t('gameStream.recent')}>
          {recent.slice(1).map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ol>
      ) : null}
      <p className="game-stream__note">{t('gameStream.note')}</p>
    </section>
  );
}

/** The pitch, rink, court or arena, drawn once. */
function Ground({ scene, surface, court }: { readonly scene: StreamScene; readonly surface: FieldSurface; readonly court: CourtSurface }) {
  if (scene === 'net') {
    return (
      <g className="game-stream__ground">
        <rect className="game-stream__surface" x="0" y="0" width="200" height="120" rx="6" />
        <g className="game-stream__lines">
          <CourtLines court={court} />
        </g>
        <line className="game-stream__net" x1="100" y1="6" x2="100" y2="114" />
      </g>
    );
  }
  if (scene === 'arena') {
    return (
      <g className="game-stream__ground">
        <rect className="game-stream__surface" x="0" y="0" width="200" height="120" rx="6" />
        <path className="game-stream__grid" d="M 0 30 H 200 M 0 60 H 200 M 0 90 H 200 M 40 0 V 120 M 80 0 V 120 M 120 0 V 120 M 160 0 V 120" />
        <path className="game-stream__lane" d="M 30 60 C 70 20, 130 100, 170 60" />
        <path className="game-stream__lane game-stream__lane--side" d="M 30 60 C 60 104, 140 104, 170 60 M 30 60 C 60 16, 140 16, 170 60" />
      </g>
    );
  }
  return (
    <g className="game-stream__ground">
      <rect className="game-stream__surface" x="0" y="0" width="200" height="120" rx="6" />
      <g className="game-stream__stripes">{[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((stripe) => (stripe % 2 === 0 ? <rect key={stripe} x={stripe * 20} y="0" width="20" height="120" /> : null))}</g>
      <g className="game-stream__lines">
        <rect x="6" y="6" width="188" height="108" rx={surface === 'ice' ? 22 : 2} />
        <line className="game-stream__centre" x1="100" y1="6" x2="100" y2="114" />
        <circle cx="100" cy="60" r={surface === 'ice' ? 11 : 15} />
        <FieldMarkings surface={surface} />
      </g>
      {surface === 'wood' ? (
        ([15, 185] as const).map((x) => (
          <g key={x} className="game-stream__hoop">
            <line x1={x < 100 ? x - 5 : x + 5} y1="53" x2={x < 100 ? x - 5 : x + 5} y2="67" />
            <circle cx={x} cy="60" r="3" />
          </g>
        ))
      ) : (
        <>
          <rect className="game-stream__goal" x={surface === 'ice' ? 13 : 1} y="53" width="5" height="14" />
          <rect className="game-stream__goal" x={surface === 'ice' ? 182 : 194} y="53" width="5" height="14" />
        </>
      )}
    </g>
  );
}

/** Each surface's own lines, drawn for the left end and mirrored for the right. */
function FieldMarkings({ surface }: { readonly surface: FieldSurface }) {
  const end = (() => {
    switch (surface) {
      case 'wood':
        return (
          <>
            <rect x="6" y="44" width="36" height="32" />
            <circle cx="42" cy="60" r="10" />
            <path d="M 6 14 H 22 A 46 46 0 0 1 22 106 H 6" />
          </>
        );
      case 'ice':
        return (
          <>
            <line className="game-stream__blue-line" x1="68" y1="6" x2="68" y2="114" />
            <line className="game-stream__goal-line" x1="18" y1="10" x2="18" y2="110" />
            <circle className="game-stream__faceoff" cx="42" cy="34" r="9" />
            <circle className="game-stream__faceoff" cx="42" cy="86" r="9" />
          </>
        );
      case 'water':
        return (
          <>
            <line className="game-stream__dashed" x1="16" y1="6" x2="16" y2="114" />
            <line className="game-stream__dashed" x1="36" y1="6" x2="36" y2="114" />
          </>
        );
      case 'indoor':
        return <path d="M 6 28 A 32 32 0 0 1 6 92" />;
      case 'grass':
        return (
          <>
            <rect x="6" y="32" width="26" height="56" />
            <rect x="6" y="47" width="9" height="26" />
            <path d="M 32 50 A 12 12 0 0 1 32 70" />
          </>
        );
    }
  })();
  return (
    <>
      <g>{end}</g>
      <g transform="matrix(-1 0 0 1 200 0)">{end}</g>
    </>
  );
}

/** A court's own lines: tennis, volleyball (indoor and beach), a table-tennis table, badminton. */
function CourtLines({ court }: { readonly court: CourtSurface }) {
  switch (court) {
    case 'tennis':
      return (
        <>
          <rect x="8" y="12" width="184" height="96" />
          <line x1="8" y1="24" x2="192" y2="24" />
          <line x1="8" y1="96" x2="192" y2="96" />
          <line x1="54" y1="24" x2="54" y2="96" />
          <line x1="146" y1="24" x2="146" y2="96" />
          <line x1="54" y1="60" x2="146" y2="60" />
        </>
      );
    case 'volleyball':
      return (
        <>
          <rect x="20" y="15" width="160" height="90" />
          <line x1="70" y1="15" x2="70" y2="105" />
          <line x1="130" y1="15" x2="130" y2="105" />
        </>
      );
    case 'beach':
      return <rect x="28" y="20" width="144" height="80" />;
    case 'table':
      return (
        <>
          <rect x="12" y="18" width="176" height="84" />
          <line x1="12" y1="60" x2="188" y2="60" />
        </>
      );
    case 'badminton':
      return (
        <>
          <rect x="8" y="12" width="184" height="96" />
          <line x1="8" y1="20" x2="192" y2="20" />
          <line x1="8" y1="100" x2="192" y2="100" />
          <line x1="78" y1="12" x2="78" y2="108" />
          <line x1="122" y1="12" x2="122" y2="108" />
          <line x1="18" y1="12" x2="18" y2="108" />
          <line x1="182" y1="12" x2="182" y2="108" />
          <line x1="8" y1="60" x2="78" y2="60" />
          <line x1="122" y1="60" x2="192" y2="60" />
        </>
      );
  }
}

/** The arena's bases and the round tally of the map (set, frame, bout) under way. */
function Arena({ race, shown }: { readonly race: readonly number[] | null; readonly shown: StreamMoment | null }) {
  const hit = shown && (shown.kind === 'race' || shown.kind === 'period') ? shown.side : null;
  return (
    <g>
      {([0, 1] as const).map((side) => (
        <g
          key={side}
          className={`game-stream__base game-stream__base--${side === 0 ? 'home' : 'away'}${hit !== null && hit !== side ? ' game-stream__base--hit' : ''}`}
          style={{ transform: `translate(${side === 0 ? 30 : 170}px, 60px)` }}
        >
          <polygon points="0,-13 11.3,-6.5 11.3,6.5 0,13 -11.3,6.5 -11.3,-6.5" />
          <text y="4" textAnchor="middle">
            {race ? race[side] ?? 0 : ''}
          </text>
        </g>
      ))}
    </g>
  );
}

import { convertOdds, type CoefViewId } from '@betting/coupon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CoefMove = 'up' | 'down' | null;

export interface CoefButtonProps {
  /** Thousandths. */
  readonly coef: number;
  readonly label: string;
  /** The outcome's name for screen readers ("Arsenal", "Over 2.5"). */
  readonly outcomeName: string;
  readonly view: CoefViewId;
  readonly selected: boolean;
  readonly locked: boolean;
  /** The last move of the coefficient and a key that changes with each move (so the flash restarts). */
  readonly move: CoefMove;
  readonly moveKey: number;
  readonly onToggle: () => void;
  /** Ids the journeys and the live feed's test controls address the button by. */
  readonly ids: { readonly outcome: number; readonly market: number; readonly game: number };
}

/**
 * A coefficient button (UI.md): fixed width, value centred in the bettor's odds view; filled when in the coupon; a
 * rise flashes green with an up arrow, a fall red with a down arrow; a suspended market shows a lock and is not
 * clickable.
 */
export function CoefButton({ coef, label, outcomeName, view, selected, locked, move, moveKey, onToggle, ids }: CoefButtonProps) {
  const data = { 'data-outcome-id': ids.outcome, 'data-market-id': ids.market, 'data-game-id': ids.game };
  const { t } = useTranslation('pages');
  const shown = convertOdds(coef / 1000, view);
  const button = useRef<HTMLButtonElement>(null);
  const flashedFor = useRef(moveKey);
  // Each new live reading replays the flash on the same button: a new button would drop its focus and a tap on the old
  // one. Not on mount, where the class starts it (and a page of buttons would each ask for their animations).
  useEffect(() => {
    if (flashedFor.current === moveKey) return;
    flashedFor.current = moveKey;
    for (const animation of button.current?.getAnimations?.({ subtree: true }) ?? []) {
      animation.currentTime = 0;
      animation.play();
    }
  }, [moveKey]);
  if (locked) {
    return (
      <span {...data} className="coef coef--locked" role="img" aria-label={t('sports.coef.locked', { outcome: outcomeName })}>
        <span className="coef__label" aria-hidden="true">
          {label}
        </span>
        <svg className="coef__lock" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <button
      ref={button}
      {...data}
      type="button"
      className={`coef${selected ? ' coef--selected' : ''}${move ? ` coef--${move}` : ''}`}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {/* The name screen readers hear: the outcome and its coefficient; the short label is for the eye. */}
      <span className="coef__label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">{outcomeName}, </span>
      <span className="coef__value">{shown}</span>
    </button>
  );
}

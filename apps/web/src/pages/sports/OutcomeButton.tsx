import type { LineGame, LineMarket, LineOutcome } from '@betting/contracts';
import { useStoreMap, useUnit } from 'effector-react';
import { coupon } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { betLabel, toCouponBet } from '../../entities/coupon/to-coupon-bet';
import { $liveCoefs, $liveMarkets, $liveResults } from '../../entities/line/line-stream';
import { CoefButton } from './CoefButton';

/** One outcome as a coefficient button: what the page loaded, overlaid with the live feed, in or out of the coupon. */
export function OutcomeButton({ game, market, outcome, label }: { readonly game: LineGame; readonly market: LineMarket; readonly outcome: LineOutcome; readonly label: string }) {
  const live = useStoreMap({ store: $liveCoefs, keys: [outcome.id], fn: (coefs, [id]) => coefs[id] ?? null });
  const marketState = useStoreMap({ store: $liveMarkets, keys: [market.id], fn: (markets, [id]) => markets[id] ?? null });
  const settled = useStoreMap({ store: $liveResults, keys: [outcome.id], fn: (results, [id]) => results[id] ?? null });
  const selected = useStoreMap({ store: coupon.$selectedIds, keys: [String(outcome.id)], fn: (ids, [id]) => ids.has(id) });
  const [view, picked] = useUnit([$coefView, coupon.picked]);
  const coef = live?.coef ?? outcome.coef;
  const locked = settled !== null || outcome.isBlocked || (marketState ? marketState.isBlocked || marketState.isSuspended : market.isBlocked || market.isSuspended);
  // The first live reading of an outcome moves it from what the page loaded.
  const before = live && live.previous !== live.coef ? live.previous : outcome.coef;
  const move = live && live.coef !== before ? (live.coef > before ? 'up' : 'down') : null;
  const current = { ...outcome, coef };
  return (
    <CoefButton
      coef={coef}
      label={label}
      outcomeName={`${outcome.name}, ${market.name}`}
      view={view}
      selected={selected}
      locked={locked}
      move={move}
      moveKey={live?.at ?? 0}
      ids={{ outcome: outcome.id, market: market.id, game: game.id }}
      onToggle={() => picked({ bet: toCouponBet(game, market, current), label: betLabel(game, market, current) })}
    />
  );
}

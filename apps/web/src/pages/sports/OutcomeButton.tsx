import type { LineGame, LineMarket, LineOutcome } from '@betting/contracts';
import { combine } from 'effector';
import { useStoreMap, useUnit } from 'effector-react';
import { coupon } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { betLabel, toCouponBet } from '../../entities/coupon/to-coupon-bet';
import { $liveCoefs, $liveMarkets, $liveResults } from '../../entities/line/line-stream';
import { CoefButton } from './CoefButton';

/**
 * What the live feed and the coupon say of the outcomes shown, in one store: a button reads it with one subscription
 * (a list of games mounts hundreds of buttons at once, and each subscription is work when the page is taken over).
 */
const $overlay = combine({ coefs: $liveCoefs, markets: $liveMarkets, results: $liveResults, selectedIds: coupon.$selectedIds, view: $coefView });

/** One outcome as a coefficient button: what the page loaded, overlaid with the live feed, in or out of the coupon. */
export function OutcomeButton({ game, market, outcome, label }: { readonly game: LineGame; readonly market: LineMarket; readonly outcome: LineOutcome; readonly label: string }) {
  const { live, marketState, settled, selected, view } = useStoreMap({
    store: $overlay,
    keys: [outcome.id, market.id],
    fn: ({ coefs, markets, results, selectedIds, view }, [outcomeId, marketId]) => ({
      live: coefs[outcomeId] ?? null,
      marketState: markets[marketId] ?? null,
      settled: results[outcomeId] ?? null,
      selected: selectedIds.has(String(outcomeId)),
      view,
    }),
    // Re-rendered only when something of this button changed.
    updateFilter: (update, current) => (Object.keys(update) as (keyof typeof update)[]).some((key) => update[key] !== current[key]),
  });
  const picked = useUnit(coupon.picked);
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

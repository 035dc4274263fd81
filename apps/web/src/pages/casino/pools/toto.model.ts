import type { TotoCoupon } from '@betting/contracts';
import { markOf, picksOf, TOTO_MATCHES, type TotoMark, type TotoPick } from '@betting/games';
import { createEvent, createStore, sample } from 'effector';
import { poolRefusalOf, type PoolRefusal } from './pool-refusal';
import { buyTotoCoupon, buyTotoCouponFx, totoCouponsQuery, totoOverviewQuery } from './pools.queries';

/**
 * The toto coupon being filled in, per draw (the current and the next one can each hold one): a mark per match,
 * toggled pick by pick, then bought. Lines, cost and what stops the purchase are the lib's rules, computed by the view.
 */
export type DrawMarks = readonly (TotoMark | null)[];

export const markToggled = createEvent<{ readonly drawId: number; readonly position: number; readonly pick: TotoPick }>();
/** Fills a whole coupon (random picks, the favourites by the odds); the view draws them. */
export const marksFilled = createEvent<{ readonly drawId: number; readonly marks: DrawMarks }>();
export const marksCleared = createEvent<number>();
export const couponSubmitted = createEvent<{ readonly drawId: number }>();
/** A coupon was bought (the balance and the lists follow). */
export const couponBought = buyTotoCouponFx.doneData.map(({ coupon }) => coupon);

const EMPTY: DrawMarks = Array<TotoMark | null>(TOTO_MATCHES).fill(null);
export const marksOfDraw = (all: Readonly<Record<number, DrawMarks>>, drawId: number): DrawMarks => all[drawId] ?? EMPTY;

function toggled(marks: DrawMarks, position: number, pick: TotoPick): DrawMarks {
  const current = marks[position - 1] ?? null;
  const picks = new Set(current ? picksOf(current) : []);
  if (picks.has(pick)) picks.delete(pick);
  else picks.add(pick);
  return marks.map((mark, index) => (index === position - 1 ? markOf(picks) : mark));
}

export const $marks = createStore<Readonly<Record<number, DrawMarks>>>({})
  .on(markToggled, (all, { drawId, position, pick }) => ({ ...all, [drawId]: toggled(marksOfDraw(all, drawId), position, pick) }))
  .on(marksFilled, (all, { drawId, marks }) => ({ ...all, [drawId]: marks }))
  .on(marksCleared, (all, drawId) => ({ ...all, [drawId]: EMPTY }))
  .on(buyTotoCouponFx.done, (all, { params }) => ({ ...all, [params.body.drawId]: EMPTY }));

/** The refusal of the last purchase, with its draw (shown next to that draw's buy button). */
export const $refusal = createStore<{ readonly drawId: number; readonly refusal: PoolRefusal } | null>(null)
  .on(buyTotoCouponFx.fail, (_, { params, error }) => ({ drawId: params.body.drawId, refusal: poolRefusalOf(error) }))
  .reset(couponSubmitted, markToggled, marksFilled, marksCleared);
export const $lastCoupon = createStore<TotoCoupon | null>(null)
  .on(couponBought, (_, coupon) => coupon)
  .reset(couponSubmitted);
export const $buying = buyTotoCoupon.$busy;

sample({
  clock: couponSubmitted,
  source: { marks: $marks, buying: $buying },
  filter: ({ marks, buying }, { drawId }) => !buying && marksOfDraw(marks, drawId).every((mark) => mark !== null),
  fn: ({ marks }, { drawId }) => ({ body: { drawId, marks: marksOfDraw(marks, drawId) as TotoMark[] } }),
  target: buyTotoCoupon.call,
});
// The pools, picks and my coupons change with every purchase.
sample({ clock: couponBought, fn: () => undefined, target: totoOverviewQuery.start });
sample({ clock: couponBought, fn: () => 1, target: totoCouponsQuery.start });

// A bet slip without React: the DOM is written by hand from the coupon model's stores, and clicks call its events.
import { COUPON_TYPE, createCouponModel, defaultCouponBet, defaultCouponConfig, type CouponAccount, type CouponBet, type CouponSettings } from '@betting/coupon';
import { formatMoney, systemClock, type MinorUnits } from '@betting/kernel';
import { combine, createEffect, createStore } from 'effector';
import { checkPromoCodeFx, loadCouponByCodeFx, placeCouponFx, saveCouponToCodeFx } from './api';

const account: CouponAccount = { id: 1, currency: 'EUR', balance: 100_000, isBonus: false, canStake: true };

const coupon = createCouponModel({
  placeCouponFx,
  saveCouponToCodeFx,
  checkPromoCodeFx,
  loadCouponByCodeFx,
  // This page keeps the bettor's coupon settings in memory only.
  saveSettingsFx: createEffect<CouponSettings, void>(() => undefined),
  $account: createStore<CouponAccount | null>(account),
  $config: createStore(defaultCouponConfig()),
  $coefView: createStore(0 as const),
  $isSignedIn: createStore(true),
  clock: systemClock,
  makeIdempotencyKey: () => crypto.randomUUID(),
});

/** A few outcomes of the line (the app would take them from the line feed). */
const line: CouponBet[] = [
  ['Arsenal – Chelsea', 1850],
  ['Real – Barcelona', 2100],
  ['Lakers – Celtics', 3400],
  ['Navi – G2', 1550],
].map(([title, coef], index) =>
  defaultCouponBet({ id: `bet-${index + 1}`, gameId: 100 + index, opponent1NameEn: String(title).split(' – ')[0], opponent2NameEn: String(title).split(' – ')[1], market: { id: `m-${index + 1}`, coef: Number(coef) } }),
);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

const lineSection = document.querySelector<HTMLElement>('#line');
const slipSection = document.querySelector<HTMLElement>('#slip');
if (!lineSection || !slipSection) throw new Error('page markup is missing #line or #slip');

lineSection.append(
  ...line.map((bet) =>
    element('button', { type: 'button', onclick: () => coupon.betToggled(bet) }, `${bet.opponent1NameEn} – ${bet.opponent2NameEn} @ ${(bet.market.coef / 1000).toFixed(2)}`),
  ),
);

const money = (amount: MinorUnits) => formatMoney(amount, account.currency);

const $view = combine({
  bets: coupon.$bets,
  typeId: coupon.$typeId,
  amount: coupon.$amount,
  systemValue: coupon.$systemValue,
  coefText: coupon.$coefText,
  possibleWin: coupon.$possibleWin,
  refusals: coupon.$refusals,
  canPlace: coupon.$canPlace,
  isPlacing: coupon.$isPlacing,
});

$view.watch((view) => {
  const amountInput = element('input', { type: 'number', min: '0', step: '0.01', value: (view.amount / 100).toFixed(2) });
  amountInput.onchange = () => coupon.amountChanged(Math.round(Number(amountInput.value) * 100));
  slipSection.replaceChildren(
    element('ul', {}, ...view.bets.map((bet) => element('li', {}, `${bet.opponent1NameEn} – ${bet.opponent2NameEn} @ ${(bet.market.coef / 1000).toFixed(2)} `, element('button', { type: 'button', onclick: () => coupon.betRemoved(bet.id) }, '×')))),
    element(
      'p',
      {},
      element('button', { type: 'button', disabled: view.bets.length < 2, onclick: () => coupon.typeChanged(COUPON_TYPE.express) }, 'Express'),
      ' ',
      element('button', { type: 'button', disabled: view.bets.length < 3, onclick: () => coupon.typeChanged(COUPON_TYPE.system) }, `System ${view.systemValue}/${view.bets.length}`),
    ),
    element('label', {}, 'Stake ', amountInput),
    element('p', {}, `Total odds ${view.coefText ?? '—'} · possible win ${money(view.possibleWin)}`),
    element('ul', {}, ...view.refusals.map((refusal) => element('li', {}, refusal.code))),
    element('button', { type: 'button', disabled: !view.canPlace || view.isPlacing, onclick: () => coupon.placeRequested() }, view.isPlacing ? 'Placing…' : 'Place bet'),
  );
});

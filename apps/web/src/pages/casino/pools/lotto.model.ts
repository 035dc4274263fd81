import type { LottoTicket } from '@betting/contracts';
import { LOTTO_PICK } from '@betting/games';
import { createEvent, createStore, sample } from 'effector';
import { poolRefusalOf, type PoolRefusal } from './pool-refusal';
import { buyLottoTicket, buyLottoTicketFx, lottoOverviewQuery, lottoTicketsQuery } from './pools.queries';

/** The lotto ticket being filled in: up to 6 numbers toggled on the 1…45 board, or a quick pick by the server. */
export const numberToggled = createEvent<number>();
export const numbersCleared = createEvent();
export const ticketSubmitted = createEvent<{ readonly drawId: number; readonly quickPick: boolean }>();
export const ticketBought = buyLottoTicketFx.doneData.map(({ ticket }) => ticket);

/** Ascending; a seventh number is not taken (the view says why). */
export const $numbers = createStore<readonly number[]>([])
  .on(numberToggled, (numbers, number) =>
    numbers.includes(number) ? numbers.filter((chosen) => chosen !== number) : numbers.length >= LOTTO_PICK ? numbers : [...numbers, number].sort((a, b) => a - b),
  )
  .reset(numbersCleared, buyLottoTicketFx.done);

export const $refusal = createStore<PoolRefusal | null>(null)
  .on(buyLottoTicketFx.failData, (_, error) => poolRefusalOf(error))
  .reset(ticketSubmitted, numberToggled, numbersCleared);
export const $lastTicket = createStore<LottoTicket | null>(null)
  .on(ticketBought, (_, ticket) => ticket)
  .reset(ticketSubmitted);
export const $buying = buyLottoTicket.$busy;

sample({
  clock: ticketSubmitted,
  source: { numbers: $numbers, buying: $buying },
  filter: ({ numbers, buying }, { quickPick }) => !buying && (quickPick || numbers.length === LOTTO_PICK),
  fn: ({ numbers }, { drawId, quickPick }) => ({ body: quickPick ? { drawId } : { drawId, numbers: [...numbers] } }),
  target: buyLottoTicket.call,
});
sample({ clock: ticketBought, fn: () => undefined, target: lottoOverviewQuery.start });
sample({ clock: ticketBought, fn: () => 1, target: lottoTicketsQuery.start });

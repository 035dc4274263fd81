import type { DemoPayOutcome } from '@betting/contracts';
import type { DemoSessionKind, DemoSessionStatus } from './sessions.repository';

export type DemoPageLanguage = 'en' | 'ru';

export interface DemoPageTexts {
  readonly brand: string;
  readonly title: Readonly<Record<DemoSessionKind, string>>;
  readonly notice: string;
  readonly amount: string;
  readonly destination: string;
  readonly reference: string;
  readonly choose: string;
  readonly choices: Readonly<Record<DemoSessionKind, Readonly<Record<DemoPayOutcome, string>>>>;
  readonly pendingNote: string;
  readonly finished: string;
  readonly statuses: Readonly<Record<DemoSessionStatus, string>>;
  readonly back: string;
  readonly notFound: string;
}

const en: DemoPageTexts = {
  brand: 'DemoPay',
  title: { checkout: 'Pay', payout: 'Confirm the payout' },
  notice: 'A demo payment provider: no real money moves. Choose how this payment ends.',
  amount: 'Amount',
  destination: 'Pay out to',
  reference: 'Reference',
  choose: 'Outcome',
  choices: {
    checkout: { success: 'Pay', fail: 'Decline the payment', pending: 'Leave it pending', cancel: 'Cancel and go back' },
    payout: { success: 'Pay out', fail: 'Refuse the payout', pending: 'Leave it pending', cancel: 'Cancel and go back' },
  },
  pendingNote: 'This payment is pending. Finish it here now, or it will be confirmed automatically later.',
  finished: 'This payment is finished.',
  statuses: { open: 'Waiting', pending: 'Pending', success: 'Paid', fail: 'Declined', cancel: 'Cancelled' },
  back: 'Back to the site',
  notFound: 'This payment page does not exist or is no longer available.',
};

const ru: DemoPageTexts = {
  brand: 'DemoPay',
  title: { checkout: 'Оплата', payout: 'Подтверждение выплаты' },
  notice: 'Демонстрационный платёжный провайдер: настоящие деньги не списываются. Выберите, чем закончится платёж.',
  amount: 'Сумма',
  destination: 'Куда выплатить',
  reference: 'Номер',
  choose: 'Результат',
  choices: {
    checkout: { success: 'Оплатить', fail: 'Отклонить платёж', pending: 'Оставить в обработке', cancel: 'Отменить и вернуться' },
    payout: { success: 'Выплатить', fail: 'Отклонить выплату', pending: 'Оставить в обработке', cancel: 'Отменить и вернуться' },
  },
  pendingNote: 'Платёж в обработке. Завершите его здесь или дождитесь автоматического подтверждения.',
  finished: 'Платёж завершён.',
  statuses: { open: 'Ожидает', pending: 'В обработке', success: 'Оплачен', fail: 'Отклонён', cancel: 'Отменён' },
  back: 'Вернуться на сайт',
  notFound: 'Такой страницы оплаты нет или она больше недоступна.',
};

const TEXTS: Readonly<Record<DemoPageLanguage, DemoPageTexts>> = { en, ru };

/** The page's language: Russian for `ru`, English for every other. */
export function demoPageLanguage(lng: string): DemoPageLanguage {
  return lng === 'ru' ? 'ru' : 'en';
}

export function demoPageTexts(lng: string): DemoPageTexts {
  return TEXTS[demoPageLanguage(lng)];
}

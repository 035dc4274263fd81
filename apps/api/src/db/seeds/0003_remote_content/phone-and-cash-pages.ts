import type { PageTexts } from './types';

/**
 * The information pages about betting by phone and paying in cash (`cash_terminals`, `ussdinstruction`, `smsbets`):
 * the site has no terminals, USSD codes or SMS short number, so each says so and shows what the site does offer —
 * betting from the phone's browser or the site installed as an app, and online deposits by card or e-wallet in the
 * personal office. Seed 0003 writes them on a new site; seed 0037 puts them over the texts an older site stored.
 */
export const phoneAndCashPagesEn: PageTexts = {
  'information/cash_terminals': {
    title: 'Payment terminals',
    summary: 'There are no payment terminals: deposits and withdrawals are made online, in the personal office.',
    blocks: [
      { type: 'note', tone: 'info', text: '{companyName} has no payment terminals and takes no cash. Every deposit and withdrawal is made online.' },
      { type: 'heading', text: 'How to deposit' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Sign in and open [Deposit](/{lng}/office/recharge) in the personal office.',
          'Choose a method: a bank card or an e-wallet. The page shows the methods your account’s currency has, with each one’s minimum and maximum.',
          'Confirm the payment on the provider’s page. The money is on your account as soon as the provider confirms it.',
        ],
      },
      { type: 'paragraph', text: 'Withdrawals are requested on the [Withdraw](/{lng}/office/deduce) page and paid to a card or e-wallet.' },
    ],
  },
  'information/ussdinstruction': {
    title: 'USSD instructions',
    summary: 'There is no USSD service: bet from your phone’s browser or install the site as an app.',
    blocks: [
      { type: 'note', tone: 'info', text: '{companyName} runs no USSD service: no short code opens a menu, shows a balance or places a bet.' },
      { type: 'heading', text: 'Betting from a phone' },
      {
        type: 'list',
        items: [
          'Open the site in your phone’s browser: the line, live betting, the bet slip, the casino and the personal office all work on a small screen.',
          'Install the site as an app: in the browser’s menu choose “Add to Home screen” or “Install app”. It then opens from its own icon, full screen; see [Mobile app](/{lng}/mobile).',
          'Your balance is at the top of every page once you are signed in; your bets and their results are in [bet history](/{lng}/office/history).',
        ],
      },
    ],
  },
  'information/smsbets': {
    title: 'SMS betting',
    summary: 'Bets are not taken by text message: place them on the site or in the site installed as an app.',
    blocks: [
      { type: 'note', tone: 'warning', text: '{companyName} has no short number and takes no bets by SMS. A message asking you to bet or pay by SMS in our name does not come from us.' },
      { type: 'paragraph', text: 'Everything a bet by text message would do, the site does from any phone with a browser:' },
      {
        type: 'list',
        items: [
          'Find a game in the line or live, tap a coefficient and enter your stake in the bet slip.',
          'Each accepted bet gets a coupon number; your bets, coefficients and results are in [bet history](/{lng}/office/history).',
          'Install the site as an app for one tap from your home screen: see [Mobile app](/{lng}/mobile).',
        ],
      },
    ],
  },
};

export const phoneAndCashPagesRu: PageTexts = {
  'information/cash_terminals': {
    title: 'Платёжные терминалы',
    summary: 'Платёжных терминалов нет: пополнения и выплаты проходят онлайн, в личном кабинете.',
    blocks: [
      { type: 'note', tone: 'info', text: 'У {companyName} нет платёжных терминалов, наличные не принимаются. Все пополнения и выплаты проходят онлайн.' },
      { type: 'heading', text: 'Как пополнить счёт' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Войдите и откройте [Пополнение](/{lng}/office/recharge) в личном кабинете.',
          'Выберите способ: банковскую карту или электронный кошелёк. На странице видны способы для валюты вашего счёта, с минимумом и максимумом каждого.',
          'Подтвердите платёж на странице платёжной системы. Деньги поступят на счёт, как только она подтвердит платёж.',
        ],
      },
      { type: 'paragraph', text: 'Вывод заказывается на странице [Вывод средств](/{lng}/office/deduce) и выплачивается на карту или электронный кошелёк.' },
    ],
  },
  'information/ussdinstruction': {
    title: 'Инструкция по USSD',
    summary: 'USSD-сервиса нет: делайте ставки в браузере телефона или установите сайт как приложение.',
    blocks: [
      { type: 'note', tone: 'info', text: 'У {companyName} нет USSD-сервиса: никакой короткий код не открывает меню, не показывает баланс и не делает ставок.' },
      { type: 'heading', text: 'Ставки с телефона' },
      {
        type: 'list',
        items: [
          'Откройте сайт в браузере телефона: линия, лайв, купон, казино и личный кабинет работают на маленьком экране.',
          'Установите сайт как приложение: в меню браузера выберите «Добавить на главный экран» или «Установить приложение». Он будет открываться со своей иконки на весь экран; см. [Мобильное приложение](/{lng}/mobile).',
          'Баланс виден вверху каждой страницы после входа; ставки и их результаты — в [истории ставок](/{lng}/office/history).',
        ],
      },
    ],
  },
  'information/smsbets': {
    title: 'Ставки по SMS',
    summary: 'Ставки по SMS не принимаются: делайте их на сайте или в сайте, установленном как приложение.',
    blocks: [
      {
        type: 'note',
        tone: 'warning',
        text: 'У {companyName} нет короткого номера, ставки по SMS не принимаются. Сообщение от нашего имени с просьбой сделать ставку или заплатить по SMS отправили не мы.',
      },
      { type: 'paragraph', text: 'Всё, что делала бы ставка по SMS, сайт делает с любого телефона с браузером:' },
      {
        type: 'list',
        items: [
          'Найдите матч в линии или лайве, нажмите на коэффициент и введите сумму в купоне.',
          'Каждая принятая ставка получает номер купона; ставки, коэффициенты и результаты — в [истории ставок](/{lng}/office/history).',
          'Установите сайт как приложение, чтобы открывать его одним касанием с главного экрана: см. [Мобильное приложение](/{lng}/mobile).',
        ],
      },
    ],
  },
};

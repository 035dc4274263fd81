import type { AppStrings } from './types';

const calculatorEn = {
  'calculator.stake': 'Stake',
  'calculator.legs': 'Coefficients of the selections',
  'calculator.leg': 'Selection {n}',
  'calculator.submit': 'Calculate',
  'calculator.total_odds': 'Total coefficient',
  'calculator.payout': 'Payout',
  'calculator.profit': 'Profit',
  'calculator.invalid_stake': 'Enter a stake greater than zero, with at most two decimals, for example 10 or 12.50.',
  'calculator.invalid_odds': 'Enter the coefficient of at least one selection, 1.00 or more, for example 1.85.',
};

const calculatorRu = {
  'calculator.stake': 'Сумма ставки',
  'calculator.legs': 'Коэффициенты исходов',
  'calculator.leg': 'Исход {n}',
  'calculator.submit': 'Рассчитать',
  'calculator.total_odds': 'Итоговый коэффициент',
  'calculator.payout': 'Выплата',
  'calculator.profit': 'Прибыль',
  'calculator.invalid_stake': 'Введите сумму больше нуля, не более двух знаков после точки, например 10 или 12.50.',
  'calculator.invalid_odds': 'Введите коэффициент хотя бы одного исхода, не меньше 1.00, например 1.85.',
};

/** Short texts of the apps, by language. */
export const appStrings: Readonly<Record<'en' | 'ru', AppStrings>> = {
  en: {
    content: {
      'menu.label': 'Information pages',
      'breadcrumbs.home': 'Home',
      'breadcrumbs.label': 'You are here',
      'children.title': 'In this section',
      ...calculatorEn,
    },
    partners: {
      'menu.label': 'Partner pages',
      'breadcrumbs.home': 'Home',
      'breadcrumbs.label': 'You are here',
      'children.title': 'Partnership areas',
    },
    'technical-pages': {
      'status.label': 'Error code {code}',
    },
    footer: {
      'section.company': 'Company',
      'section.help': 'Help',
      'section.legal': 'Legal',
      'link.rules': 'Betting rules',
      'languages.title': 'Language',
      'subscribe.title': 'News and offers by e-mail',
      'subscribe.text': 'New promotions and tournament previews, once or twice a week. Unsubscribe from any e-mail.',
      'subscribe.label': 'Your e-mail address',
      'subscribe.placeholder': 'name@example.com',
      'subscribe.button': 'Subscribe',
      'subscribe.success': 'Thank you! Your address is on our mailing list.',
      'subscribe.error': 'Enter a valid e-mail address, for example name@example.com.',
      'responsible.note':
        'Gambling can be addictive. Play responsibly: set [limits](/{lng}/information/responsiblegaming) and take breaks. The site is for persons aged 18 and over.',
      'age.label': 'Only for persons aged 18 and over',
      'policy.alt': 'Licensed operator: see our licences',
      copyright: '© {year} {companyName}. All rights reserved.',
    },
  },
  ru: {
    content: {
      'menu.label': 'Информационные страницы',
      'breadcrumbs.home': 'Главная',
      'breadcrumbs.label': 'Вы здесь',
      'children.title': 'В этом разделе',
      ...calculatorRu,
    },
    partners: {
      'menu.label': 'Страницы для партнёров',
      'breadcrumbs.home': 'Главная',
      'breadcrumbs.label': 'Вы здесь',
      'children.title': 'Направления партнёрства',
    },
    'technical-pages': {
      'status.label': 'Код ошибки {code}',
    },
    footer: {
      'section.company': 'Компания',
      'section.help': 'Помощь',
      'section.legal': 'Правовая информация',
      'link.rules': 'Правила ставок',
      'languages.title': 'Язык',
      'subscribe.title': 'Новости и предложения на почту',
      'subscribe.text': 'Новые акции и анонсы турниров раз или два в неделю. Отписаться можно из любого письма.',
      'subscribe.label': 'Ваш адрес электронной почты',
      'subscribe.placeholder': 'name@example.com',
      'subscribe.button': 'Подписаться',
      'subscribe.success': 'Спасибо! Ваш адрес добавлен в рассылку.',
      'subscribe.error': 'Введите корректный адрес электронной почты, например name@example.com.',
      'responsible.note':
        'Азартные игры могут вызывать зависимость. Играйте ответственно: установите [лимиты](/{lng}/information/responsiblegaming) и делайте перерывы. Сайт предназначен для лиц старше 18 лет.',
      'age.label': 'Только для лиц старше 18 лет',
      'policy.alt': 'Лицензированный оператор: наши лицензии',
      copyright: '© {year} {companyName}. Все права защищены.',
    },
  },
};

/** The footer's columns: path after /{lng}/ and, where the page title is not the label, a string key. */
export const footerLinkSeeds: ReadonlyArray<{ section: string; position: number; path: string; labelKey?: string }> = [
  { section: 'company', position: 10, path: 'information/about' },
  { section: 'company', position: 11, path: 'information/contacts' },
  { section: 'company', position: 12, path: 'ourpartners' },
  { section: 'company', position: 13, path: 'partners' },
  { section: 'help', position: 20, path: 'information/howbet' },
  { section: 'help', position: 21, path: 'information/rules/1', labelKey: 'link.rules' },
  { section: 'help', position: 22, path: 'information/payment' },
  { section: 'help', position: 23, path: 'information/betting-calculator' },
  { section: 'help', position: 24, path: 'information/responsiblegaming' },
  { section: 'legal', position: 30, path: 'information/licenses' },
  { section: 'legal', position: 31, path: 'information/cookies' },
  { section: 'legal', position: 32, path: 'information/consent' },
  { section: 'legal', position: 33, path: 'information/amlpolicy' },
  { section: 'legal', position: 34, path: 'information/kycpolicy' },
  { section: 'legal', position: 35, path: 'information/disputeresolution' },
  { section: 'legal', position: 36, path: 'information/taxation' },
];

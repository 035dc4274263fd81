import { coverPath, type LandingInput } from '../../../remote-apps';

/** The list sections' texts (six languages: their titles head every page of the section) and the three landings. */
export const landingSeeds: readonly LandingInput[] = [
  {
    key: 'blog',
    texts: {
      en: {
        title: 'Blog',
        summary: 'Guides, strategy and sport-by-sport know-how from the {companyName} team: how odds work, how to stake sensibly and what to look for before you bet.',
        body: [{ type: 'paragraph', text: 'New to betting? Start with [how to read betting odds](/{lng}/blog/how-to-read-odds), then look up any word you meet in the [betting alphabet](/{lng}/betting-alphabet).' }],
        seo: { title: 'Betting blog: guides, strategy and previews · {companyName}', description: 'Betting guides, staking strategy and sport-by-sport tips from the {companyName} team.' },
      },
      ru: {
        title: 'Блог',
        summary: 'Гайды, стратегии и разборы видов спорта от команды {companyName}: как устроены коэффициенты, как разумно ставить и на что смотреть перед ставкой.',
        body: [{ type: 'paragraph', text: 'Только начинаете? Прочитайте, [как читать коэффициенты](/{lng}/blog/how-to-read-odds), а незнакомые слова ищите в [азбуке ставок](/{lng}/betting-alphabet).' }],
        seo: { title: 'Блог о ставках: гайды, стратегии, прогнозы · {companyName}', description: 'Гайды по ставкам, стратегии управления банком и советы по видам спорта от команды {companyName}.' },
      },
      uk: { title: 'Блог', summary: 'Гайди, стратегії та поради з різних видів спорту від команди {companyName}.' },
      es: { title: 'Blog', summary: 'Guías, estrategia y consejos por deporte del equipo de {companyName}.' },
      pt: { title: 'Blog', summary: 'Guias, estratégia e dicas por desporto da equipa {companyName}.' },
      tr: { title: 'Blog', summary: '{companyName} ekibinden rehberler, strateji ve spor dallarına göre ipuçları.' },
    },
  },
  {
    key: 'news',
    texts: {
      en: {
        title: 'News',
        summary: 'What is new at {companyName}: features, markets, payment options and changes to our rules.',
        seo: { title: 'News · {companyName}', description: 'New features, markets and rule changes at {companyName}.' },
      },
      ru: { title: 'Новости', summary: 'Что нового в {companyName}: функции сайта, рынки, способы оплаты и изменения правил.' },
      uk: { title: 'Новини', summary: 'Що нового в {companyName}: функції сайту, ринки, способи оплати та зміни правил.' },
      es: { title: 'Noticias', summary: 'Novedades de {companyName}: funciones, mercados, métodos de pago y cambios en las reglas.' },
      pt: { title: 'Notícias', summary: 'Novidades da {companyName}: funcionalidades, mercados, pagamentos e alterações às regras.' },
      tr: { title: 'Haberler', summary: "{companyName}'te yenilikler: özellikler, marketler, ödeme seçenekleri ve kural değişiklikleri." },
    },
  },
  {
    key: 'promo',
    texts: {
      en: {
        title: 'Promotions',
        summary: 'Welcome bonuses, reloads, cashback, tournaments and special offers for sports betting, casino and poker.',
        body: [
          {
            type: 'note',
            text: 'Every promotion has its own terms: read them before you opt in. Bonus money is kept in your bonus account until its wagering is complete; see [bonuses in the office](/{lng}/office/bonuses/wager).',
          },
        ],
        seo: { title: 'Promotions and bonuses · {companyName}', description: 'Current welcome bonuses, reloads, cashback, tournaments and special offers at {companyName}.' },
      },
      ru: {
        title: 'Акции',
        summary: 'Приветственные бонусы, повторные депозиты, кешбэк, турниры и специальные предложения для ставок на спорт, казино и покера.',
        body: [{ type: 'note', text: 'У каждой акции свои правила — прочитайте их до участия. Бонусные деньги хранятся на бонусном счёте, пока не выполнен отыгрыш: см. [бонусы в кабинете](/{lng}/office/bonuses/wager).' }],
      },
      uk: { title: 'Акції', summary: 'Вітальні бонуси, повторні депозити, кешбек, турніри та спеціальні пропозиції.' },
      es: { title: 'Promociones', summary: 'Bonos de bienvenida, recargas, reembolsos, torneos y ofertas especiales.' },
      pt: { title: 'Promoções', summary: 'Bónus de boas-vindas, recargas, cashback, torneios e ofertas especiais.' },
      tr: { title: 'Promosyonlar', summary: 'Hoş geldin bonusları, yeniden yatırım bonusları, nakit iade, turnuvalar ve özel teklifler.' },
    },
  },
  {
    key: 'betting-alphabet',
    texts: {
      en: {
        title: 'Betting alphabet',
        summary: 'Every betting word explained in plain language, from accumulator to void bet, with worked examples.',
        body: [{ type: 'paragraph', text: 'Terms are grouped by topic in the menu and listed from A to Z below. Each one has a short definition and an example you can check with the [betting calculator](/{lng}/information/betting-calculator).' }],
        seo: { title: 'Betting alphabet: betting terms explained · {companyName}', description: 'A glossary of betting terms with plain definitions and worked examples: odds, bet types, markets, staking and casino words.' },
      },
      ru: {
        title: 'Азбука ставок',
        summary: 'Все термины ставок простыми словами — от экспресса до возврата ставки — с примерами расчёта.',
        body: [{ type: 'paragraph', text: 'Термины сгруппированы по темам в меню и перечислены ниже по алфавиту. У каждого — короткое определение и пример, который можно проверить в [калькуляторе ставок](/{lng}/information/betting-calculator).' }],
      },
      uk: { title: 'Абетка ставок', summary: 'Усі терміни ставок простими словами, з прикладами розрахунку.' },
      es: { title: 'Abecedario de apuestas', summary: 'Todos los términos de apuestas explicados con palabras sencillas y ejemplos.' },
      pt: { title: 'Alfabeto das apostas', summary: 'Todos os termos de apostas explicados em linguagem simples, com exemplos.' },
      tr: { title: 'Bahis alfabesi', summary: 'Tüm bahis terimleri sade bir dille ve örneklerle açıklandı.' },
    },
  },
  {
    key: 'betting-awards',
    coverPath: coverPath('betting-awards'),
    ctaPath: 'news/betting-awards-2026-voting-opens',
    texts: {
      en: {
        title: '{companyName} Betting Awards 2026',
        summary: 'The moments our customers will remember from the 2026 season, chosen by the people who bet on them.',
        ctaLabel: 'How voting works',
        body: [
          { type: 'paragraph', text: 'Every year we look back at the bets, comebacks and long shots that made the season. The shortlist is drawn from settled bets on our site; the winners are chosen by a customer vote, and every voter takes part in the prize draw.' },
          { type: 'heading', text: 'The categories' },
          {
            type: 'cards',
            items: [
              { title: 'Long shot of the year', text: 'The highest winning single at odds of 50.00 or more, settled between 1 January and 30 November 2026.' },
              { title: 'Accumulator of the year', text: 'The winning accumulator with the most selections. Ties go to the one with the higher total odds.' },
              { title: 'Comeback of the year', text: 'The in-play bet placed when the chosen side was furthest behind, by the odds at the moment of the bet.' },
              { title: 'Calculated risk', text: 'A system bet that paid out after two or more selections lost, proving that covering a slip can pay.' },
            ],
          },
          { type: 'heading', text: 'Timeline' },
          {
            type: 'table',
            head: ['Stage', 'Dates'],
            rows: [
              ['Shortlist published', '1 December 2026'],
              ['Customer vote', '1–14 December 2026'],
              ['Winners announced', '18 December 2026'],
            ],
          },
          { type: 'heading', text: 'Prizes' },
          {
            type: 'list',
            items: [
              'Each category winner receives a free bet worth 500 EUR or the equivalent in their account currency.',
              'Ten voters drawn at random receive a free bet worth 50 EUR.',
              'Shortlisted bets are shown without names; a winner is named only with their consent.',
            ],
          },
          { type: 'note', text: 'Free bets are credited to the bonus account and follow the [bonus rules](/{lng}/information/rules/1). Betting should stay fun: set your limits in [responsible gaming](/{lng}/office/responsible).' },
        ],
        seo: { description: 'The {companyName} Betting Awards 2026: categories, customer vote, timeline and prizes.' },
      },
      ru: {
        title: 'Премия {companyName} Betting Awards 2026',
        summary: 'Моменты сезона-2026, которые запомнят наши клиенты, — выбранные теми, кто на них ставил.',
        ctaLabel: 'Как проходит голосование',
        body: [
          { type: 'paragraph', text: 'Каждый год мы вспоминаем ставки, камбэки и невероятные исходы сезона. Шорт-лист составляется из рассчитанных ставок на нашем сайте, победителей выбирают клиенты голосованием, а каждый проголосовавший участвует в розыгрыше призов.' },
          { type: 'heading', text: 'Призы' },
          { type: 'list', items: ['Победитель каждой номинации получает фрибет на 500 EUR или эквивалент в валюте счёта.', 'Десять случайно выбранных участников голосования получают фрибет на 50 EUR.'] },
        ],
      },
    },
  },
  {
    key: 'ipl-betting-app',
    coverPath: coverPath('ipl-betting-app'),
    ctaPath: 'mobile',
    texts: {
      en: {
        title: 'IPL betting app',
        summary: 'Every IPL match in your pocket: pre-match and live markets, quick bets from the scorecard and your bet slip in sync with the site.',
        ctaLabel: 'Install the app',
        body: [
          { type: 'heading', text: 'Why bet on the IPL in the app' },
          {
            type: 'cards',
            items: [
              { title: 'Live odds, ball by ball', text: 'Prices follow the match as it is played, with markets paused the moment a wicket falls and reopened as soon as the next ball is ready.' },
              { title: 'One bet slip everywhere', text: 'Start a slip on the site and finish it in the app: your selections, stakes and accounts are the same on every device.' },
              { title: 'Limits in one tap', text: 'Deposit, loss and session limits are set in the office and apply in the app at once.' },
            ],
          },
          { type: 'heading', text: 'Popular IPL markets' },
          {
            type: 'table',
            head: ['Market', 'What you back'],
            rows: [
              ['Match winner', 'The team that wins the match, including a super over'],
              ['Top team batter', 'The batter who scores the most runs for their side'],
              ['Total sixes', 'Over or under a line of sixes hit in the match'],
              ['Runs in the first six overs', 'Over or under a line for the powerplay score'],
              ['Toss winner', 'The captain who wins the toss'],
            ],
          },
          { type: 'paragraph', text: 'New to cricket markets? Read [IPL betting markets explained](/{lng}/blog/ipl-betting-markets) before the first ball.' },
          {
            type: 'faq',
            items: [
              { question: 'Which phones can run the app?', answer: 'The app installs from the site on Android and on iPhone; open the [mobile page](/{lng}/mobile) on your phone and follow the steps.' },
              { question: 'Do I need a new account?', answer: 'No. Sign in with the same ID, e-mail or phone number you use on the site.' },
              { question: 'Are the odds the same as on the site?', answer: 'Yes: the app and the site show the same line and the same prices at the same moment.' },
            ],
          },
        ],
        seo: { title: 'IPL betting app: live cricket odds on your phone · {companyName}', description: 'Bet on every IPL match from your phone: live odds, cricket markets and one bet slip across site and app.' },
      },
    },
  },
  {
    key: 'cricket-world-cup',
    coverPath: coverPath('cricket-world-cup'),
    ctaPath: 'line/all/cricket',
    texts: {
      en: {
        title: 'Cricket World Cup 2027 betting',
        summary: 'The ICC Men’s Cricket World Cup returns to Southern Africa in 2027: outright prices, match markets and the ways to bet on fifty-over cricket.',
        ctaLabel: 'See cricket odds',
        body: [
          { type: 'paragraph', text: 'South Africa, Zimbabwe and Namibia host the 2027 tournament, with fourteen teams playing one-day internationals of fifty overs a side. Outright markets are open now; match markets appear as the fixtures are confirmed.' },
          { type: 'heading', text: 'Markets to follow' },
          {
            type: 'list',
            items: [
              'Tournament winner and to reach the final',
              'Top tournament batter and top tournament bowler',
              'Match winner, settled on the official result under our [sports betting rules](/{lng}/information/rules/2)',
              'Runs in the first ten overs, total match sixes and highest opening partnership',
            ],
          },
          { type: 'heading', text: 'How fifty-over cricket changes the betting' },
          { type: 'paragraph', text: 'A one-day match gives each side fifty overs, so the game swings less than T20 and the stronger batting side wins more often. Conditions matter more: a new ball under cloud cover or a dry pitch that turns late can decide a match. Read [how cricket formats change the markets](/{lng}/blog/cricket-formats-betting) for the details.' },
          { type: 'note', tone: 'warning', text: 'Rain can shorten a match. When fewer overs are played, totals markets are void unless the result was already decided; match winner bets stand on the official result.' },
        ],
        seo: { description: 'Bet on the 2027 ICC Men’s Cricket World Cup: outright odds, match markets and how fifty-over cricket changes the betting.' },
      },
    },
  },
];

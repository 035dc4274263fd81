import type { ActionDetailsInput } from '../actions.repository';
import type { TournamentInput } from '../tournaments.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The house games of the catalogue's seed (`casino/catalogue/demo`): Fruit Five, Rocket, Lucky Nine; the crash games' category. */
const FRUIT_FIVE = 1001;
const LUCKY_NINE = 1003;
const CRASH_GAMES_CATEGORY = 5;
/** The catalogue's actions (`casino/catalogue/demo/actions.ts`). */
const ACTION = { welcomePack: 1, weeklyCashback: 2, dailyDrops: 3, slotTournament: 4, crashRace: 5, freeSpinsFriday: 6, liveTableRace: 7 } as const;

/** RUB in minor units. */
const rub = (roubles: number) => roubles * 100;

/**
 * The demo tournaments, placed around `nowMs` (the moment the seed runs, to the hour): two running (the slot
 * marathon and the crash race), one upcoming, one finished. Their boards fill as people play the house games for
 * real money in roubles.
 */
export function demoTournaments(nowMs: number): TournamentInput[] {
  const hour = Math.floor(nowMs / HOUR) * HOUR;
  const at = (days: number) => new Date(hour + days * DAY);
  return [
    {
      slug: 'fruit-five-marathon',
      startsAt: at(-2),
      endsAt: at(12),
      scoring: 'total_stake',
      currency: 'RUB',
      minStake: rub(10),
      prizes: [50_000, 25_000, 15_000, 10_000, 7_500, 5_000, 4_000, 3_000, 2_000, 1_000].map(rub),
      gameIds: [FRUIT_FIVE],
      actionId: ACTION.slotTournament,
      position: 1,
      texts: {
        en: {
          title: 'Fruit Five spin marathon',
          summary: 'Spin Fruit Five for real money: every stake from 10 ₽ adds to your total. The ten biggest totals share 122,500 ₽.',
          rules: [
            'Only Fruit Five rounds played for real money from a rouble account count; demo spins do not.',
            'Equal totals are ranked by who reached theirs first.',
          ],
        },
        ru: {
          title: 'Марафон вращений Fruit Five',
          summary: 'Крутите Fruit Five на реальные деньги: каждая ставка от 10 ₽ прибавляется к вашей сумме. Десять крупнейших сумм делят 122 500 ₽.',
          rules: [
            'Засчитываются только раунды Fruit Five на реальные деньги с рублёвого счёта; демо-вращения не учитываются.',
            'При равных суммах выше тот, кто набрал свою раньше.',
          ],
        },
        uk: { title: 'Марафон обертань Fruit Five', summary: 'Крутіть Fruit Five на реальні гроші: кожна ставка від 10 ₽ додається до вашої суми. Десять найбільших сум ділять 122 500 ₽.' },
        es: { title: 'Maratón de giros Fruit Five', summary: 'Gira Fruit Five con dinero real: cada apuesta desde 10 ₽ suma a tu total. Los diez mayores totales se reparten 122 500 ₽.' },
        pt: { title: 'Maratona de giros Fruit Five', summary: 'Gire Fruit Five com dinheiro real: cada aposta a partir de 10 ₽ soma ao seu total. Os dez maiores totais dividem 122 500 ₽.' },
        tr: { title: 'Fruit Five dönüş maratonu', summary: 'Fruit Five’ı gerçek parayla çevirin: 10 ₽’den başlayan her bahis toplamınıza eklenir. En yüksek on toplam 122.500 ₽ paylaşır.' },
      },
    },
    {
      slug: 'rocket-race',
      startsAt: at(-1),
      endsAt: at(6),
      scoring: 'biggest_multiplier',
      currency: 'RUB',
      minStake: rub(20),
      prizes: [25_000, 12_500, 7_500, 5_000, 3_000, 2_000, 1_500, 1_500, 1_000, 1_000].map(rub),
      categoryIds: [CRASH_GAMES_CATEGORY],
      actionId: ACTION.crashRace,
      position: 2,
      texts: {
        en: {
          title: 'Rocket race',
          summary: 'Cash out of a crash game at the highest multiplier you dare. Your best single round from a 20 ₽ stake is your score; the top ten share 60,000 ₽.',
          rules: [
            'A round counts once it is settled: cashed out, cashed out automatically or crashed. A crashed round scores nothing.',
            'Equal multipliers are ranked by who reached theirs first.',
          ],
        },
        ru: {
          title: 'Ракетная гонка',
          summary: 'Забирайте выигрыш в краш-игре на самом высоком множителе, на какой решитесь. Лучший раунд со ставкой от 20 ₽ — ваш результат; первая десятка делит 60 000 ₽.',
          rules: [
            'Раунд засчитывается после расчёта: ручной или автоматический вывод либо крах. Раунд, закончившийся крахом, очков не приносит.',
            'При равных множителях выше тот, кто достиг своего раньше.',
          ],
        },
        uk: { title: 'Ракетні перегони', summary: 'Забирайте виграш у краш-грі на найвищому множнику. Найкращий раунд зі ставкою від 20 ₽ — ваш результат; перша десятка ділить 60 000 ₽.' },
        es: { title: 'Carrera del cohete', summary: 'Retira en un juego crash con el multiplicador más alto que te atrevas. Tu mejor ronda con apuesta desde 20 ₽ es tu puntuación; los diez primeros se reparten 60 000 ₽.' },
        pt: { title: 'Corrida do foguete', summary: 'Saque num jogo crash no maior multiplicador que tiver coragem. Sua melhor rodada com aposta a partir de 20 ₽ é sua pontuação; os dez primeiros dividem 60 000 ₽.' },
        tr: { title: 'Roket yarışı', summary: 'Crash oyununda cesaret edebildiğiniz en yüksek çarpanda çekin. 20 ₽’den başlayan bahisle en iyi turunuz puanınızdır; ilk on 60.000 ₽ paylaşır.' },
      },
    },
    {
      slug: 'apex-originals-cup',
      startsAt: at(3),
      endsAt: at(10),
      scoring: 'net_win',
      currency: 'RUB',
      minStake: rub(5),
      prizes: [100_000, 50_000, 25_000, 15_000, 10_000].map(rub),
      launchKinds: ['slot', 'crash', 'scratch'],
      position: 3,
      texts: {
        en: {
          title: 'Apex Originals cup',
          summary: 'A week on all three house games: Fruit Five, Rocket and Lucky Nine. What you win beyond your stakes is your score; the best five share 200,000 ₽.',
          rules: ['Net win is every counted round’s payout minus its stake, added up: a losing round lowers it.'],
        },
        ru: {
          title: 'Кубок Apex Originals',
          summary: 'Неделя на всех трёх играх казино: Fruit Five, Rocket и Lucky Nine. Выигрыш сверх ставок — ваш результат; лучшие пятеро делят 200 000 ₽.',
          rules: ['Чистый выигрыш — сумма выплат засчитанных раундов минус их ставки: проигранный раунд его уменьшает.'],
        },
        uk: { title: 'Кубок Apex Originals', summary: 'Тиждень на всіх трьох іграх казино: Fruit Five, Rocket і Lucky Nine. Виграш понад ставки — ваш результат; найкращі п’ятеро ділять 200 000 ₽.' },
        es: { title: 'Copa Apex Originals', summary: 'Una semana en los tres juegos de la casa: Fruit Five, Rocket y Lucky Nine. Lo que ganes por encima de tus apuestas es tu puntuación; los cinco mejores se reparten 200 000 ₽.' },
        pt: { title: 'Copa Apex Originals', summary: 'Uma semana nos três jogos da casa: Fruit Five, Rocket e Lucky Nine. O que ganhar além das apostas é sua pontuação; os cinco melhores dividem 200 000 ₽.' },
        tr: { title: 'Apex Originals kupası', summary: 'Üç ev oyununda bir hafta: Fruit Five, Rocket ve Lucky Nine. Bahislerinizin üzerindeki kazancınız puanınızdır; en iyi beş kişi 200.000 ₽ paylaşır.' },
      },
    },
    {
      slug: 'lucky-nine-sprint',
      startsAt: at(-16),
      endsAt: at(-9),
      scoring: 'total_stake',
      currency: 'RUB',
      minStake: rub(5),
      prizes: [15_000, 7_500, 5_000, 2_500, 1_000].map(rub),
      gameIds: [LUCKY_NINE],
      position: 4,
      texts: {
        en: { title: 'Lucky Nine sprint', summary: 'A week of scratch cards: every Lucky Nine card from 5 ₽ added to your total. The five biggest totals shared 31,000 ₽.' },
        ru: { title: 'Спринт Lucky Nine', summary: 'Неделя скретч-карт: каждая карта Lucky Nine от 5 ₽ прибавлялась к сумме. Пять крупнейших сумм разделили 31 000 ₽.' },
        uk: { title: 'Спринт Lucky Nine', summary: 'Тиждень скретч-карток: кожна картка Lucky Nine від 5 ₽ додавалася до суми. П’ять найбільших сум поділили 31 000 ₽.' },
        es: { title: 'Sprint Lucky Nine', summary: 'Una semana de rasca y gana: cada cartón de Lucky Nine desde 5 ₽ sumaba a tu total. Los cinco mayores totales se repartieron 31 000 ₽.' },
        pt: { title: 'Sprint Lucky Nine', summary: 'Uma semana de raspadinhas: cada cartão Lucky Nine a partir de 5 ₽ somava ao total. Os cinco maiores totais dividiram 31 000 ₽.' },
        tr: { title: 'Lucky Nine sprinti', summary: 'Bir hafta kazı kazan: 5 ₽’den başlayan her Lucky Nine kartı toplamınıza eklendi. En yüksek beş toplam 31.000 ₽ paylaştı.' },
      },
    },
  ];
}

/** What each catalogue action's page says (English and Russian; other languages read English). */
export const demoActionDetails: readonly ActionDetailsInput[] = [
  {
    actionId: ACTION.welcomePack,
    ctaPath: 'office/bonuses/deposit',
    promotionSlug: 'welcome-casino-bonus',
    texts: {
      en: {
        summary: 'Your first deposit is matched in full, up to 200 EUR or the same in your currency, and 150 free spins follow on the house slots.',
        terms: ['Choose the casino bonus at registration, before your first deposit.', 'Wager the bonus 35 times within 30 days.', 'Free spins are credited in five daily parts of 30.'],
        ctaLabel: 'Make a deposit',
      },
      ru: {
        summary: 'Первый депозит удваивается — до 200 EUR или столько же в вашей валюте, — а затем приходят 150 фриспинов в слотах казино.',
        terms: ['Выберите бонус казино при регистрации, до первого депозита.', 'Отыграйте бонус 35 раз за 30 дней.', 'Фриспины начисляются пятью ежедневными частями по 30.'],
        ctaLabel: 'Пополнить счёт',
      },
    },
  },
  {
    actionId: ACTION.weeklyCashback,
    ctaPath: 'office/casino/vipcashback',
    promotionSlug: 'weekly-casino-cashback',
    texts: {
      en: {
        summary: 'Every Monday 10% of the past week’s net casino losses come back to your main account.',
        terms: ['Paid when the week ended with a net loss of 20 EUR or more; at most 500 EUR a week.', 'Cashback is real money: no wagering.'],
        ctaLabel: 'See my cashback',
      },
      ru: {
        summary: 'Каждый понедельник 10% чистого проигрыша в казино за прошлую неделю возвращается на основной счёт.',
        terms: ['Начисляется, если чистый проигрыш за неделю — от 20 EUR; не больше 500 EUR в неделю.', 'Кешбэк начисляется реальными деньгами, без отыгрыша.'],
        ctaLabel: 'Мой кешбэк',
      },
    },
  },
  {
    actionId: ACTION.dailyDrops,
    ctaPath: 'slots',
    promotionSlug: 'daily-drops',
    texts: {
      en: { summary: 'Random cash prizes drop on the selected slots every day.', terms: ['Any real-money spin of 0.20 EUR or more on the selected slots can land one.'], ctaLabel: 'Play slots' },
      ru: { summary: 'Каждый день в выбранных слотах выпадают случайные денежные призы.', terms: ['Приз может выпасть на любое вращение на реальные деньги от 0,20 EUR в выбранных слотах.'], ctaLabel: 'Играть в слоты' },
    },
  },
  {
    actionId: ACTION.slotTournament,
    ctaPath: 'bonus/casino/tournaments/fruit-five-marathon',
    texts: {
      en: { summary: 'A new slot tournament every week: stake more than the others on the featured slot and share the prize pool.', terms: ['The leaderboard counts real-money rounds only and updates as you play.'], ctaLabel: 'Open the leaderboard' },
      ru: { summary: 'Каждую неделю новый турнир по слотам: ставьте больше других в выбранном слоте и делите призовой фонд.', terms: ['Таблица учитывает только раунды на реальные деньги и обновляется по ходу игры.'], ctaLabel: 'Открыть таблицу' },
    },
  },
  {
    actionId: ACTION.crashRace,
    ctaPath: 'bonus/casino/tournaments/rocket-race',
    texts: {
      en: { summary: 'Your best crash-game multiplier decides your place. Cash out late, climb high.', terms: ['One round is enough: only your best counts.'], ctaLabel: 'Open the leaderboard' },
      ru: { summary: 'Место определяет ваш лучший множитель в краш-играх. Выводите позже — поднимайтесь выше.', terms: ['Достаточно одного раунда: считается только лучший.'], ctaLabel: 'Открыть таблицу' },
    },
  },
  {
    actionId: ACTION.freeSpinsFriday,
    ctaPath: 'office/recharge',
    texts: {
      en: { summary: 'Deposit on a Friday and get free spins for the weekend.', terms: ['The first deposit of the day on a Friday, from 20 EUR or the equivalent, brings 50 free spins.', 'Free spin winnings are wagered 20 times.'], ctaLabel: 'Make a deposit' },
      ru: { summary: 'Пополните счёт в пятницу и получите фриспины на выходные.', terms: ['Первый депозит дня в пятницу, от 20 EUR или эквивалента, приносит 50 фриспинов.', 'Выигрыш с фриспинов отыгрывается 20 раз.'], ctaLabel: 'Пополнить счёт' },
    },
  },
  {
    actionId: ACTION.liveTableRace,
    ctaPath: 'live-casino',
    texts: {
      en: { summary: 'Play at the live tables and collect points for every hand and spin.', terms: ['The race opens with the next live-casino season.'], ctaLabel: 'Go to live casino' },
      ru: { summary: 'Играйте за живыми столами и собирайте очки за каждую раздачу и спин.', terms: ['Гонка откроется со следующим сезоном живого казино.'], ctaLabel: 'В живое казино' },
    },
  },
];

import type { CasinoWheelGame } from '@betting/contracts';
import { frameTexts, type FrameLanguage, type FrameTexts } from '../frame/texts';

/**
 * The bonus wheel games' texts in the six languages: their own words here, the rest reused from the frame's shared
 * texts (`../frame/texts`: fairness, errors, stake, "Spin", the symbols the slot has too). Placeholders: {n}, {value}.
 */
export interface WheelTexts {
  readonly names: Readonly<Record<CasinoWheelGame, string>>;
  readonly modeBonus: string;
  readonly play: Readonly<Record<CasinoWheelGame, string>>;
  readonly hint: Readonly<Record<CasinoWheelGame, string>>;
  readonly cell: Readonly<Record<Exclude<CasinoWheelGame, 'fortuna'>, string>>;
  readonly revealed: string;
  readonly picked: string;
  readonly drawn: string;
  readonly quickPick: string;
  readonly wheel: string;
  readonly memorySymbols: Readonly<Record<string, string>>;
  readonly bonusEmptyTitle: string;
  readonly bonusEmptyText: string;
  readonly bonusLink: string;
  readonly bonusSignInText: string;
  readonly signIn: string;
  readonly errors: Readonly<Record<string, string>>;
}

/** One language's own words: Fortuna plays with the shared "Spin"; memory's moon and horseshoe join the slot's symbols. */
interface OwnWords extends Omit<WheelTexts, 'names' | 'play' | 'revealed' | 'memorySymbols'> {
  readonly play: Readonly<Record<Exclude<CasinoWheelGame, 'fortuna'>, string>>;
  readonly memorySymbols: { readonly moon: string; readonly horseshoe: string };
}

const names = { fortuna: 'Fortuna Wheel', chest: 'Treasure Chests', memory: 'Memory Match', safe: 'Safe Cracker', lottery: 'Instant Lottery', dragon: 'Dragon Eggs' } as const;

const en: OwnWords = {
  modeBonus: 'Casino bonus balance',
  play: { chest: 'Open chest', safe: 'Open safe', dragon: 'Hatch egg', memory: 'Open cards', lottery: 'Buy ticket' },
  hint: {
    fortuna: 'Spin the wheel: the segment that stops under the pointer pays its multiplier.',
    chest: 'Pick one of three chests. Then all three open.',
    safe: 'Pick one of five safes. Then all five open.',
    dragon: 'Pick one of four dragon eggs. Then all four hatch.',
    memory: 'Pick four cards: every pair among them pays.',
    lottery: 'Pick five numbers of 20: two to five matches pay.',
  },
  cell: { chest: 'Chest {n}', safe: 'Safe {n}', dragon: 'Egg {n}', memory: 'Card {n}', lottery: 'Number {n}' },
  picked: 'your pick',
  drawn: 'drawn',
  quickPick: 'Quick pick',
  wheel: 'Wheel of fortune',
  memorySymbols: { moon: 'Moon', horseshoe: 'Horseshoe' },
  bonusEmptyTitle: 'No casino bonus balance',
  bonusEmptyText: 'This game plays with your casino bonus balance, and there is nothing on it yet. Get a casino bonus, then come back.',
  bonusLink: 'Casino bonuses',
  bonusSignInText: 'This game plays with your casino bonus balance. Sign in to see it.',
  signIn: 'Sign in',
  errors: { invalid_picks: 'Pick the cells first.', no_bonus_balance: 'There is no money on your casino bonus balance.' },
};

const ru: OwnWords = {
  modeBonus: 'Бонусный баланс казино',
  play: { chest: 'Открыть сундук', safe: 'Открыть сейф', dragon: 'Разбить яйцо', memory: 'Открыть карты', lottery: 'Купить билет' },
  hint: {
    fortuna: 'Крутите колесо: сектор под стрелкой платит свой множитель.',
    chest: 'Выберите один из трёх сундуков. Потом откроются все три.',
    safe: 'Выберите один из пяти сейфов. Потом откроются все пять.',
    dragon: 'Выберите одно из четырёх драконьих яиц. Потом разобьются все четыре.',
    memory: 'Выберите четыре карты: каждая пара среди них платит.',
    lottery: 'Выберите пять чисел из 20: платят от двух до пяти совпадений.',
  },
  cell: { chest: 'Сундук {n}', safe: 'Сейф {n}', dragon: 'Яйцо {n}', memory: 'Карта {n}', lottery: 'Число {n}' },
  picked: 'ваш выбор',
  drawn: 'выпало',
  quickPick: 'Случайный выбор',
  wheel: 'Колесо фортуны',
  memorySymbols: { moon: 'Луна', horseshoe: 'Подкова' },
  bonusEmptyTitle: 'Нет бонусного баланса казино',
  bonusEmptyText: 'Эта игра идёт на бонусный баланс казино, а на нём пока ничего нет. Получите бонус казино и возвращайтесь.',
  bonusLink: 'Бонусы казино',
  bonusSignInText: 'Эта игра идёт на бонусный баланс казино. Войдите, чтобы его увидеть.',
  signIn: 'Войти',
  errors: { invalid_picks: 'Сначала выберите ячейки.', no_bonus_balance: 'На бонусном балансе казино нет денег.' },
};

const es: OwnWords = {
  modeBonus: 'Saldo de bono de casino',
  play: { chest: 'Abrir cofre', safe: 'Abrir caja fuerte', dragon: 'Romper huevo', memory: 'Abrir cartas', lottery: 'Comprar boleto' },
  hint: {
    fortuna: 'Gira la rueda: el sector que se detiene bajo el puntero paga su multiplicador.',
    chest: 'Elige uno de tres cofres. Luego se abren los tres.',
    safe: 'Elige una de cinco cajas fuertes. Luego se abren las cinco.',
    dragon: 'Elige uno de cuatro huevos de dragón. Luego se rompen los cuatro.',
    memory: 'Elige cuatro cartas: cada pareja entre ellas paga.',
    lottery: 'Elige cinco números de 20: de dos a cinco aciertos pagan.',
  },
  cell: { chest: 'Cofre {n}', safe: 'Caja fuerte {n}', dragon: 'Huevo {n}', memory: 'Carta {n}', lottery: 'Número {n}' },
  picked: 'tu elección',
  drawn: 'sorteado',
  quickPick: 'Selección rápida',
  wheel: 'Rueda de la fortuna',
  memorySymbols: { moon: 'Luna', horseshoe: 'Herradura' },
  bonusEmptyTitle: 'Sin saldo de bono de casino',
  bonusEmptyText: 'Este juego se juega con tu saldo de bono de casino y todavía no tiene nada. Consigue un bono de casino y vuelve.',
  bonusLink: 'Bonos de casino',
  bonusSignInText: 'Este juego se juega con tu saldo de bono de casino. Inicia sesión para verlo.',
  signIn: 'Iniciar sesión',
  errors: { invalid_picks: 'Primero elige las casillas.', no_bonus_balance: 'No hay dinero en tu saldo de bono de casino.' },
};

const pt: OwnWords = {
  modeBonus: 'Saldo de bônus de cassino',
  play: { chest: 'Abrir baú', safe: 'Abrir cofre', dragon: 'Chocar ovo', memory: 'Abrir cartas', lottery: 'Comprar bilhete' },
  hint: {
    fortuna: 'Gire a roda: o setor que para sob o ponteiro paga o seu multiplicador.',
    chest: 'Escolha um de três baús. Depois os três se abrem.',
    safe: 'Escolha um de cinco cofres. Depois os cinco se abrem.',
    dragon: 'Escolha um de quatro ovos de dragão. Depois os quatro chocam.',
    memory: 'Escolha quatro cartas: cada par entre elas paga.',
    lottery: 'Escolha cinco números de 20: de dois a cinco acertos pagam.',
  },
  cell: { chest: 'Baú {n}', safe: 'Cofre {n}', dragon: 'Ovo {n}', memory: 'Carta {n}', lottery: 'Número {n}' },
  picked: 'sua escolha',
  drawn: 'sorteado',
  quickPick: 'Escolha rápida',
  wheel: 'Roda da fortuna',
  memorySymbols: { moon: 'Lua', horseshoe: 'Ferradura' },
  bonusEmptyTitle: 'Sem saldo de bônus de cassino',
  bonusEmptyText: 'Este jogo usa o seu saldo de bônus de cassino, que ainda está vazio. Pegue um bônus de cassino e volte.',
  bonusLink: 'Bônus de cassino',
  bonusSignInText: 'Este jogo usa o seu saldo de bônus de cassino. Entre para vê-lo.',
  signIn: 'Entrar',
  errors: { invalid_picks: 'Escolha as casas primeiro.', no_bonus_balance: 'Não há dinheiro no seu saldo de bônus de cassino.' },
};

const tr: OwnWords = {
  modeBonus: 'Casino bonus bakiyesi',
  play: { chest: 'Sandığı aç', safe: 'Kasayı aç', dragon: 'Yumurtayı kır', memory: 'Kartları aç', lottery: 'Bilet al' },
  hint: {
    fortuna: 'Çarkı çevirin: okun altında duran dilim kendi çarpanını öder.',
    chest: 'Üç sandıktan birini seçin. Sonra üçü de açılır.',
    safe: 'Beş kasadan birini seçin. Sonra beşi de açılır.',
    dragon: 'Dört ejderha yumurtasından birini seçin. Sonra dördü de kırılır.',
    memory: 'Dört kart seçin: aralarındaki her çift öder.',
    lottery: '20 sayıdan beşini seçin: iki ile beş arası eşleşme öder.',
  },
  cell: { chest: 'Sandık {n}', safe: 'Kasa {n}', dragon: 'Yumurta {n}', memory: 'Kart {n}', lottery: 'Sayı {n}' },
  picked: 'seçiminiz',
  drawn: 'çekildi',
  quickPick: 'Hızlı seçim',
  wheel: 'Şans çarkı',
  memorySymbols: { moon: 'Ay', horseshoe: 'Nal' },
  bonusEmptyTitle: 'Casino bonus bakiyesi yok',
  bonusEmptyText: 'Bu oyun casino bonus bakiyenizle oynanır ve bakiyede henüz bir şey yok. Bir casino bonusu alın ve geri gelin.',
  bonusLink: 'Casino bonusları',
  bonusSignInText: 'Bu oyun casino bonus bakiyenizle oynanır. Görmek için giriş yapın.',
  signIn: 'Giriş yap',
  errors: { invalid_picks: 'Önce hücreleri seçin.', no_bonus_balance: 'Casino bonus bakiyenizde para yok.' },
};

const uk: OwnWords = {
  modeBonus: 'Бонусний баланс казино',
  play: { chest: 'Відкрити скриню', safe: 'Відкрити сейф', dragon: 'Розбити яйце', memory: 'Відкрити карти', lottery: 'Купити квиток' },
  hint: {
    fortuna: 'Крутіть колесо: сектор під стрілкою платить свій множник.',
    chest: 'Оберіть одну з трьох скринь. Потім відкриються всі три.',
    safe: 'Оберіть один з п’яти сейфів. Потім відкриються всі п’ять.',
    dragon: 'Оберіть одне з чотирьох драконячих яєць. Потім розіб’ються всі чотири.',
    memory: 'Оберіть чотири карти: кожна пара серед них платить.',
    lottery: 'Оберіть п’ять чисел із 20: платять від двох до п’яти збігів.',
  },
  cell: { chest: 'Скриня {n}', safe: 'Сейф {n}', dragon: 'Яйце {n}', memory: 'Карта {n}', lottery: 'Число {n}' },
  picked: 'ваш вибір',
  drawn: 'випало',
  quickPick: 'Випадковий вибір',
  wheel: 'Колесо фортуни',
  memorySymbols: { moon: 'Місяць', horseshoe: 'Підкова' },
  bonusEmptyTitle: 'Немає бонусного балансу казино',
  bonusEmptyText: 'Ця гра йде на бонусний баланс казино, а на ньому поки нічого немає. Отримайте бонус казино і повертайтеся.',
  bonusLink: 'Бонуси казино',
  bonusSignInText: 'Ця гра йде на бонусний баланс казино. Увійдіть, щоб його побачити.',
  signIn: 'Увійти',
  errors: { invalid_picks: 'Спершу оберіть клітинки.', no_bonus_balance: 'На бонусному балансі казино немає грошей.' },
};

const OWN: Readonly<Record<FrameLanguage, OwnWords>> = { en, ru, es, pt, tr, uk };

function withShared(own: OwnWords, shared: FrameTexts): WheelTexts {
  const symbol = (name: string) => shared.symbols[name] ?? name;
  return {
    ...own,
    names,
    play: { fortuna: shared.spin, ...own.play },
    revealed: '{label}: {value}',
    memorySymbols: { ...own.memorySymbols, star: symbol('star'), clover: symbol('clover'), diamond: symbol('diamond'), crown: symbol('crown') },
  };
}

export const wheelTexts = (lng: FrameLanguage): WheelTexts => withShared(OWN[lng], frameTexts(lng));

import type { FrameLanguage } from '../frame/texts';

/**
 * European roulette's own words in the six languages (stake, Win, fairness and the shared errors come from
 * `../frame/texts`). Placeholders: {n}, {numbers}, {chips}, {amount}, {id}, {count}.
 */
export interface RouletteTexts {
  readonly name: string;
  readonly spin: string;
  readonly chip: string;
  readonly clear: string;
  readonly rebet: string;
  readonly betKind: string;
  readonly kinds: Readonly<Record<'straight' | 'split' | 'street' | 'corner' | 'six-line' | 'trio' | 'first-four', string>>;
  /** What to pick for a kind of inside bet ("Pick two neighbouring numbers"). */
  readonly pickHints: Readonly<Record<'straight' | 'split' | 'street' | 'corner' | 'six-line' | 'trio' | 'first-four', string>>;
  readonly outside: Readonly<Record<'red' | 'black' | 'odd' | 'even' | 'low' | 'high', string>>;
  readonly column: string;
  readonly dozen: string;
  readonly colours: Readonly<Record<'red' | 'black' | 'green', string>>;
  /** A number's name on the table: "{n}, {colour}". */
  readonly number: string;
  readonly chipsOn: string;
  readonly layout: string;
  readonly outsideBets: string;
  readonly bets: string;
  readonly noBets: string;
  readonly total: string;
  readonly result: string;
  readonly ballOn: string;
  readonly history: string;
  readonly noHistory: string;
  readonly rules: string;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
  readonly verifiedOk: string;
  readonly verifiedBad: string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: RouletteTexts = {
  name: 'European Roulette',
  spin: 'Spin',
  chip: 'Chip value',
  clear: 'Clear bets',
  rebet: 'Rebet',
  betKind: 'Bet on numbers',
  kinds: { straight: 'Straight', split: 'Split', street: 'Street', corner: 'Corner', 'six-line': 'Six line', trio: 'Trio', 'first-four': 'First four' },
  pickHints: {
    straight: 'Pick a number: a chip goes on it (pays 35 to 1).',
    split: 'Pick two neighbouring numbers (pays 17 to 1).',
    street: 'Pick the three numbers of a row, e.g. 4, 5, 6 (pays 11 to 1).',
    corner: 'Pick four numbers meeting at a corner, e.g. 1, 2, 4, 5 (pays 8 to 1).',
    'six-line': 'Pick two neighbouring rows, six numbers, e.g. 1 to 6 (pays 5 to 1).',
    trio: 'Pick 0, 1, 2 or 0, 2, 3 (pays 11 to 1).',
    'first-four': 'Pick 0, 1, 2, 3 (pays 8 to 1).',
  },
  outside: { red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', low: '1 to 18', high: '19 to 36' },
  column: 'Column {n} (2 to 1)',
  dozen: 'Dozen {n}: {numbers}',
  colours: { red: 'red', black: 'black', green: 'green' },
  number: '{n}, {colour}',
  chipsOn: '{chips} chips',
  layout: 'Roulette table',
  outsideBets: 'Outside bets',
  bets: 'Your bets',
  noBets: 'No chips on the table yet.',
  total: 'Total bet',
  result: 'Ball',
  ballOn: 'The ball landed on {n}, {colour}.',
  history: 'Last numbers',
  noHistory: 'No spins yet',
  rules: 'One zero, 37 pockets · every bet returns 36/37 of its chips on average · several bets a spin',
  rtpNow: 'Return (every bet)',
  maxWin: 'Largest win',
  rtpNote: 'exact, the same for every bet',
  verifiedOk: 'Round {id} verified: the server replayed it from its revealed seed.',
  verifiedBad: 'Round {id} did not verify.',
  errors: { no_bets: 'Put at least one chip on the table.', too_many_bets: 'At most {count} different bets a spin.', invalid_params: 'That bet is not on this table.' },
};

const ru: RouletteTexts = {
  name: 'Европейская рулетка',
  spin: 'Крутить',
  chip: 'Номинал фишки',
  clear: 'Убрать ставки',
  rebet: 'Повторить',
  betKind: 'Ставка на номера',
  kinds: { straight: 'Номер', split: 'Сплит', street: 'Стрит', corner: 'Угол', 'six-line': 'Линия', trio: 'Трио', 'first-four': 'Первые четыре' },
  pickHints: {
    straight: 'Выберите номер: на него ляжет фишка (выплата 35 к 1).',
    split: 'Выберите два соседних номера (выплата 17 к 1).',
    street: 'Выберите три номера одного ряда, например 4, 5, 6 (выплата 11 к 1).',
    corner: 'Выберите четыре номера с общим углом, например 1, 2, 4, 5 (выплата 8 к 1).',
    'six-line': 'Выберите два соседних ряда, шесть номеров, например 1–6 (выплата 5 к 1).',
    trio: 'Выберите 0, 1, 2 или 0, 2, 3 (выплата 11 к 1).',
    'first-four': 'Выберите 0, 1, 2, 3 (выплата 8 к 1).',
  },
  outside: { red: 'Красное', black: 'Чёрное', odd: 'Нечёт', even: 'Чёт', low: '1–18', high: '19–36' },
  column: 'Колонка {n} (2 к 1)',
  dozen: 'Дюжина {n}: {numbers}',
  colours: { red: 'красное', black: 'чёрное', green: 'зелёное' },
  number: '{n}, {colour}',
  chipsOn: 'фишек: {chips}',
  layout: 'Стол рулетки',
  outsideBets: 'Внешние ставки',
  bets: 'Ваши ставки',
  noBets: 'На столе пока нет фишек.',
  total: 'Сумма ставок',
  result: 'Шарик',
  ballOn: 'Шарик остановился на {n}, {colour}.',
  history: 'Последние номера',
  noHistory: 'Вращений ещё не было',
  rules: 'Одно зеро, 37 лунок · любая ставка в среднем возвращает 36/37 фишек · несколько ставок за вращение',
  rtpNow: 'Возврат (любая ставка)',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'точно, одинаково для всех ставок',
  verifiedOk: 'Раунд {id} проверен: сервер повторил его по раскрытому сиду.',
  verifiedBad: 'Раунд {id} не прошёл проверку.',
  errors: { no_bets: 'Поставьте на стол хотя бы одну фишку.', too_many_bets: 'Не больше {count} разных ставок за вращение.', invalid_params: 'Такой ставки на этом столе нет.' },
};

const es: RouletteTexts = {
  name: 'Ruleta europea',
  spin: 'Girar',
  chip: 'Valor de la ficha',
  clear: 'Quitar apuestas',
  rebet: 'Repetir',
  betKind: 'Apuesta a números',
  kinds: { straight: 'Pleno', split: 'Caballo', street: 'Transversal', corner: 'Cuadro', 'six-line': 'Seisena', trio: 'Trío', 'first-four': 'Primeros cuatro' },
  pickHints: {
    straight: 'Elija un número: se pone una ficha en él (paga 35 a 1).',
    split: 'Elija dos números vecinos (paga 17 a 1).',
    street: 'Elija los tres números de una fila, p. ej. 4, 5, 6 (paga 11 a 1).',
    corner: 'Elija cuatro números que se tocan en una esquina, p. ej. 1, 2, 4, 5 (paga 8 a 1).',
    'six-line': 'Elija dos filas vecinas, seis números, p. ej. del 1 al 6 (paga 5 a 1).',
    trio: 'Elija 0, 1, 2 o 0, 2, 3 (paga 11 a 1).',
    'first-four': 'Elija 0, 1, 2, 3 (paga 8 a 1).',
  },
  outside: { red: 'Rojo', black: 'Negro', odd: 'Impar', even: 'Par', low: '1 a 18', high: '19 a 36' },
  column: 'Columna {n} (2 a 1)',
  dozen: 'Docena {n}: {numbers}',
  colours: { red: 'rojo', black: 'negro', green: 'verde' },
  number: '{n}, {colour}',
  chipsOn: '{chips} fichas',
  layout: 'Mesa de ruleta',
  outsideBets: 'Apuestas exteriores',
  bets: 'Sus apuestas',
  noBets: 'Aún no hay fichas en la mesa.',
  total: 'Apuesta total',
  result: 'Bola',
  ballOn: 'La bola cayó en el {n}, {colour}.',
  history: 'Últimos números',
  noHistory: 'Aún no hay tiradas',
  rules: 'Un cero, 37 casillas · cada apuesta devuelve de media 36/37 de sus fichas · varias apuestas por tirada',
  rtpNow: 'Retorno (cualquier apuesta)',
  maxWin: 'Mayor premio',
  rtpNote: 'exacto, igual para todas las apuestas',
  verifiedOk: 'Ronda {id} verificada: el servidor la repitió con su semilla revelada.',
  verifiedBad: 'La ronda {id} no se verificó.',
  errors: { no_bets: 'Ponga al menos una ficha en la mesa.', too_many_bets: 'Como mucho {count} apuestas distintas por tirada.', invalid_params: 'Esa apuesta no existe en esta mesa.' },
};

const pt: RouletteTexts = {
  name: 'Roleta europeia',
  spin: 'Girar',
  chip: 'Valor da ficha',
  clear: 'Limpar apostas',
  rebet: 'Repetir',
  betKind: 'Aposta em números',
  kinds: { straight: 'Pleno', split: 'Cavalo', street: 'Transversal', corner: 'Quadrado', 'six-line': 'Linha dupla', trio: 'Trio', 'first-four': 'Primeiros quatro' },
  pickHints: {
    straight: 'Escolha um número: uma ficha vai para ele (paga 35 para 1).',
    split: 'Escolha dois números vizinhos (paga 17 para 1).',
    street: 'Escolha os três números de uma fila, p. ex. 4, 5, 6 (paga 11 para 1).',
    corner: 'Escolha quatro números que se encontram num canto, p. ex. 1, 2, 4, 5 (paga 8 para 1).',
    'six-line': 'Escolha duas filas vizinhas, seis números, p. ex. de 1 a 6 (paga 5 para 1).',
    trio: 'Escolha 0, 1, 2 ou 0, 2, 3 (paga 11 para 1).',
    'first-four': 'Escolha 0, 1, 2, 3 (paga 8 para 1).',
  },
  outside: { red: 'Vermelho', black: 'Preto', odd: 'Ímpar', even: 'Par', low: '1 a 18', high: '19 a 36' },
  column: 'Coluna {n} (2 para 1)',
  dozen: 'Dúzia {n}: {numbers}',
  colours: { red: 'vermelho', black: 'preto', green: 'verde' },
  number: '{n}, {colour}',
  chipsOn: '{chips} fichas',
  layout: 'Mesa de roleta',
  outsideBets: 'Apostas externas',
  bets: 'As suas apostas',
  noBets: 'Ainda não há fichas na mesa.',
  total: 'Aposta total',
  result: 'Bola',
  ballOn: 'A bola parou no {n}, {colour}.',
  history: 'Últimos números',
  noHistory: 'Ainda sem giros',
  rules: 'Um zero, 37 casas · cada aposta devolve em média 36/37 das fichas · várias apostas por giro',
  rtpNow: 'Retorno (qualquer aposta)',
  maxWin: 'Maior ganho',
  rtpNote: 'exato, igual para todas as apostas',
  verifiedOk: 'Rodada {id} verificada: o servidor repetiu-a a partir da semente revelada.',
  verifiedBad: 'A rodada {id} não foi verificada.',
  errors: { no_bets: 'Coloque pelo menos uma ficha na mesa.', too_many_bets: 'No máximo {count} apostas diferentes por giro.', invalid_params: 'Essa aposta não existe nesta mesa.' },
};

const tr: RouletteTexts = {
  name: 'Avrupa Ruleti',
  spin: 'Çevir',
  chip: 'Fiş değeri',
  clear: 'Bahisleri temizle',
  rebet: 'Tekrar bahis',
  betKind: 'Sayılara bahis',
  kinds: { straight: 'Tek sayı', split: 'İkili', street: 'Sıra', corner: 'Köşe', 'six-line': 'Altılı', trio: 'Üçlü', 'first-four': 'İlk dört' },
  pickHints: {
    straight: 'Bir sayı seçin: üzerine bir fiş konur (35’e 1 öder).',
    split: 'Komşu iki sayı seçin (17’ye 1 öder).',
    street: 'Bir sıranın üç sayısını seçin, ör. 4, 5, 6 (11’e 1 öder).',
    corner: 'Bir köşede birleşen dört sayı seçin, ör. 1, 2, 4, 5 (8’e 1 öder).',
    'six-line': 'Komşu iki sıra, altı sayı seçin, ör. 1–6 (5’e 1 öder).',
    trio: '0, 1, 2 veya 0, 2, 3 seçin (11’e 1 öder).',
    'first-four': '0, 1, 2, 3 seçin (8’e 1 öder).',
  },
  outside: { red: 'Kırmızı', black: 'Siyah', odd: 'Tek', even: 'Çift', low: '1–18', high: '19–36' },
  column: 'Sütun {n} (2’ye 1)',
  dozen: 'Düzine {n}: {numbers}',
  colours: { red: 'kırmızı', black: 'siyah', green: 'yeşil' },
  number: '{n}, {colour}',
  chipsOn: '{chips} fiş',
  layout: 'Rulet masası',
  outsideBets: 'Dış bahisler',
  bets: 'Bahisleriniz',
  noBets: 'Masada henüz fiş yok.',
  total: 'Toplam bahis',
  result: 'Top',
  ballOn: 'Top {n} sayısında durdu, {colour}.',
  history: 'Son sayılar',
  noHistory: 'Henüz çevirme yok',
  rules: 'Tek sıfır, 37 cep · her bahis ortalama fişlerinin 36/37’sini geri verir · bir çevirmede birden çok bahis',
  rtpNow: 'Geri ödeme (her bahis)',
  maxWin: 'En büyük kazanç',
  rtpNote: 'kesin, her bahiste aynı',
  verifiedOk: '{id} numaralı tur doğrulandı: sunucu açıklanan tohumdan yeniden oynattı.',
  verifiedBad: '{id} numaralı tur doğrulanamadı.',
  errors: { no_bets: 'Masaya en az bir fiş koyun.', too_many_bets: 'Bir çevirmede en fazla {count} farklı bahis.', invalid_params: 'Bu masada böyle bir bahis yok.' },
};

const uk: RouletteTexts = {
  name: 'Європейська рулетка',
  spin: 'Крутити',
  chip: 'Номінал фішки',
  clear: 'Прибрати ставки',
  rebet: 'Повторити',
  betKind: 'Ставка на номери',
  kinds: { straight: 'Номер', split: 'Спліт', street: 'Стріт', corner: 'Кут', 'six-line': 'Лінія', trio: 'Тріо', 'first-four': 'Перші чотири' },
  pickHints: {
    straight: 'Оберіть номер: на нього ляже фішка (виплата 35 до 1).',
    split: 'Оберіть два сусідні номери (виплата 17 до 1).',
    street: 'Оберіть три номери одного ряду, наприклад 4, 5, 6 (виплата 11 до 1).',
    corner: 'Оберіть чотири номери зі спільним кутом, наприклад 1, 2, 4, 5 (виплата 8 до 1).',
    'six-line': 'Оберіть два сусідні ряди, шість номерів, наприклад 1–6 (виплата 5 до 1).',
    trio: 'Оберіть 0, 1, 2 або 0, 2, 3 (виплата 11 до 1).',
    'first-four': 'Оберіть 0, 1, 2, 3 (виплата 8 до 1).',
  },
  outside: { red: 'Червоне', black: 'Чорне', odd: 'Непарне', even: 'Парне', low: '1–18', high: '19–36' },
  column: 'Колонка {n} (2 до 1)',
  dozen: 'Дюжина {n}: {numbers}',
  colours: { red: 'червоне', black: 'чорне', green: 'зелене' },
  number: '{n}, {colour}',
  chipsOn: 'фішок: {chips}',
  layout: 'Стіл рулетки',
  outsideBets: 'Зовнішні ставки',
  bets: 'Ваші ставки',
  noBets: 'На столі ще немає фішок.',
  total: 'Сума ставок',
  result: 'Кулька',
  ballOn: 'Кулька зупинилася на {n}, {colour}.',
  history: 'Останні номери',
  noHistory: 'Обертань ще не було',
  rules: 'Одне зеро, 37 лунок · будь-яка ставка в середньому повертає 36/37 фішок · кілька ставок за обертання',
  rtpNow: 'Повернення (будь-яка ставка)',
  maxWin: 'Найбільший виграш',
  rtpNote: 'точно, однаково для всіх ставок',
  verifiedOk: 'Раунд {id} перевірено: сервер повторив його за розкритим сідом.',
  verifiedBad: 'Раунд {id} не пройшов перевірку.',
  errors: { no_bets: 'Покладіть на стіл хоча б одну фішку.', too_many_bets: 'Не більше {count} різних ставок за обертання.', invalid_params: 'Такої ставки на цьому столі немає.' },
};

const TEXTS: Readonly<Record<FrameLanguage, RouletteTexts>> = { en, ru, es, pt, tr, uk };

export const rouletteTexts = (lng: FrameLanguage): RouletteTexts => TEXTS[lng];

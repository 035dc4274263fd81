import type { FrameLanguage } from '../frame/texts';

/**
 * The fast games' own words in the six languages (the rest — stake, Bet, Cash out, Win, fairness, errors — comes from
 * the frame's shared texts, `../frame/texts`). Placeholders: {n}, {chance}, {multiplier}, {rank}, {value}, {link}.
 */
export interface FastTexts {
  readonly roll: string;
  readonly drop: string;
  readonly under: string;
  readonly over: string;
  readonly direction: string;
  readonly target: string;
  readonly chance: string;
  readonly payout: string;
  readonly rolled: string;
  readonly rows: string;
  readonly risk: string;
  readonly risks: { readonly low: string; readonly medium: string; readonly high: string };
  readonly board: string;
  readonly landed: string;
  readonly mines: string;
  readonly grid: string;
  readonly cell: string;
  readonly cellSafe: string;
  readonly cellMine: string;
  readonly nextWin: string;
  readonly minesHint: string;
  readonly hiloHint: string;
  readonly higher: string;
  readonly lower: string;
  readonly same: string;
  readonly guessFacts: string;
  readonly card: string;
  readonly cardBack: string;
  readonly ranks: readonly string[];
  readonly suits: readonly string[];
  readonly history: string;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
  /** The round replayed by the server from its revealed seed: {id}. */
  readonly verifiedOk: string;
  readonly verifiedBad: string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: FastTexts = {
  roll: 'Roll',
  drop: 'Drop ball',
  under: 'Roll under',
  over: 'Roll over',
  direction: 'Bet on',
  target: 'Target',
  chance: 'Win chance',
  payout: 'Pays',
  rolled: 'Rolled {value}',
  rows: 'Rows',
  risk: 'Risk',
  risks: { low: 'Low', medium: 'Medium', high: 'High' },
  board: 'Plinko board',
  landed: 'The ball landed on {multiplier}',
  mines: 'Mines',
  grid: 'Minefield, 5 by 5',
  cell: 'Cell {n}',
  cellSafe: 'Cell {n}: gem',
  cellMine: 'Cell {n}: mine',
  nextWin: 'Next gem',
  minesHint: 'Bet, then open cells: every gem raises the multiplier, a mine loses the stake. Cash out whenever you like.',
  hiloHint: 'Bet to draw a card, then guess whether the next one is higher, lower or the same. Cash out whenever you like.',
  higher: 'Higher',
  lower: 'Lower',
  same: 'Same',
  guessFacts: '{chance} · {multiplier}',
  card: 'Card: {rank} of {suit}',
  cardBack: 'Card face down',
  ranks: ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'],
  suits: ['clubs', 'diamonds', 'hearts', 'spades'],
  history: 'Cards drawn',
  rtpNow: 'Return to player (these options)',
  maxWin: 'Largest win',
  rtpNote: 'Exact figures, computed from the game’s odds; best play for mines and hi-lo.',
  verifiedOk: 'Verified: round {id} replayed from the revealed seed comes out the same.',
  verifiedBad: 'Round {id} does not replay to the result it settled.',
  errors: {
    invalid_params: 'These options are not the game’s.',
    invalid_action: 'That move is not possible now.',
    round_settled: 'The round is over.',
    round_open: 'Finish your open round first.',
  },
};

const ru: FastTexts = {
  roll: 'Бросить',
  drop: 'Бросить шар',
  under: 'Меньше',
  over: 'Больше',
  direction: 'Ставка на',
  target: 'Число',
  chance: 'Шанс выигрыша',
  payout: 'Выплата',
  rolled: 'Выпало {value}',
  rows: 'Ряды',
  risk: 'Риск',
  risks: { low: 'Низкий', medium: 'Средний', high: 'Высокий' },
  board: 'Поле плинко',
  landed: 'Шар упал на {multiplier}',
  mines: 'Мины',
  grid: 'Минное поле 5 на 5',
  cell: 'Клетка {n}',
  cellSafe: 'Клетка {n}: кристалл',
  cellMine: 'Клетка {n}: мина',
  nextWin: 'Следующий кристалл',
  minesHint: 'Сделайте ставку и открывайте клетки: каждый кристалл повышает множитель, мина сжигает ставку. Забрать можно в любой момент.',
  hiloHint: 'Сделайте ставку, чтобы открыть карту, и угадайте, будет ли следующая старше, младше или такой же. Забрать можно в любой момент.',
  higher: 'Старше',
  lower: 'Младше',
  same: 'Такая же',
  guessFacts: '{chance} · {multiplier}',
  card: 'Карта: {rank}, {suit}',
  cardBack: 'Карта рубашкой вверх',
  ranks: ['Туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Валет', 'Дама', 'Король'],
  suits: ['трефы', 'бубны', 'червы', 'пики'],
  history: 'Открытые карты',
  rtpNow: 'Возврат игроку (эти настройки)',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'Точные цифры, рассчитанные по вероятностям игры; для мин и hi-lo — при лучшей игре.',
  verifiedOk: 'Проверено: раунд {id}, пересчитанный по раскрытому сиду, дал тот же результат.',
  verifiedBad: 'Раунд {id} при пересчёте не даёт зафиксированного результата.',
  errors: {
    invalid_params: 'Таких настроек у игры нет.',
    invalid_action: 'Сейчас такой ход невозможен.',
    round_settled: 'Раунд окончен.',
    round_open: 'Сначала завершите открытый раунд.',
  },
};

const es: FastTexts = {
  roll: 'Tirar',
  drop: 'Soltar bola',
  under: 'Menor que',
  over: 'Mayor que',
  direction: 'Apostar a',
  target: 'Objetivo',
  chance: 'Probabilidad de ganar',
  payout: 'Paga',
  rolled: 'Salió {value}',
  rows: 'Filas',
  risk: 'Riesgo',
  risks: { low: 'Bajo', medium: 'Medio', high: 'Alto' },
  board: 'Tablero de plinko',
  landed: 'La bola cayó en {multiplier}',
  mines: 'Minas',
  grid: 'Campo de minas de 5 por 5',
  cell: 'Casilla {n}',
  cellSafe: 'Casilla {n}: gema',
  cellMine: 'Casilla {n}: mina',
  nextWin: 'Siguiente gema',
  minesHint: 'Apuesta y abre casillas: cada gema sube el multiplicador, una mina pierde la apuesta. Cobra cuando quieras.',
  hiloHint: 'Apuesta para sacar una carta y adivina si la siguiente es mayor, menor o igual. Cobra cuando quieras.',
  higher: 'Mayor',
  lower: 'Menor',
  same: 'Igual',
  guessFacts: '{chance} · {multiplier}',
  card: 'Carta: {rank} de {suit}',
  cardBack: 'Carta boca abajo',
  ranks: ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jota', 'Reina', 'Rey'],
  suits: ['tréboles', 'diamantes', 'corazones', 'picas'],
  history: 'Cartas sacadas',
  rtpNow: 'Retorno al jugador (estas opciones)',
  maxWin: 'Mayor premio',
  rtpNote: 'Cifras exactas, calculadas con las probabilidades del juego; con el mejor juego en minas y hi-lo.',
  verifiedOk: 'Verificado: la ronda {id}, repetida con la semilla revelada, da el mismo resultado.',
  verifiedBad: 'La ronda {id} no reproduce el resultado que se liquidó.',
  errors: {
    invalid_params: 'El juego no tiene estas opciones.',
    invalid_action: 'Ese movimiento no es posible ahora.',
    round_settled: 'La ronda ha terminado.',
    round_open: 'Termina primero tu ronda abierta.',
  },
};

const pt: FastTexts = {
  roll: 'Rolar',
  drop: 'Soltar bola',
  under: 'Abaixo de',
  over: 'Acima de',
  direction: 'Apostar em',
  target: 'Alvo',
  chance: 'Chance de ganhar',
  payout: 'Paga',
  rolled: 'Saiu {value}',
  rows: 'Linhas',
  risk: 'Risco',
  risks: { low: 'Baixo', medium: 'Médio', high: 'Alto' },
  board: 'Tabuleiro de plinko',
  landed: 'A bola caiu em {multiplier}',
  mines: 'Minas',
  grid: 'Campo minado 5 por 5',
  cell: 'Casa {n}',
  cellSafe: 'Casa {n}: gema',
  cellMine: 'Casa {n}: mina',
  nextWin: 'Próxima gema',
  minesHint: 'Aposte e abra casas: cada gema aumenta o multiplicador, uma mina perde a aposta. Retire quando quiser.',
  hiloHint: 'Aposte para tirar uma carta e adivinhe se a próxima é maior, menor ou igual. Retire quando quiser.',
  higher: 'Maior',
  lower: 'Menor',
  same: 'Igual',
  guessFacts: '{chance} · {multiplier}',
  card: 'Carta: {rank} de {suit}',
  cardBack: 'Carta virada para baixo',
  ranks: ['Ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valete', 'Dama', 'Rei'],
  suits: ['paus', 'ouros', 'copas', 'espadas'],
  history: 'Cartas tiradas',
  rtpNow: 'Retorno ao jogador (estas opções)',
  maxWin: 'Maior prêmio',
  rtpNote: 'Números exatos, calculados pelas probabilidades do jogo; com o melhor jogo em minas e hi-lo.',
  verifiedOk: 'Verificado: a rodada {id}, refeita com a semente revelada, dá o mesmo resultado.',
  verifiedBad: 'A rodada {id} não reproduz o resultado liquidado.',
  errors: {
    invalid_params: 'O jogo não tem estas opções.',
    invalid_action: 'Essa jogada não é possível agora.',
    round_settled: 'A rodada terminou.',
    round_open: 'Termine primeiro a sua rodada aberta.',
  },
};

const tr: FastTexts = {
  roll: 'Zar at',
  drop: 'Topu bırak',
  under: 'Altında',
  over: 'Üstünde',
  direction: 'Bahis',
  target: 'Hedef',
  chance: 'Kazanma şansı',
  payout: 'Öder',
  rolled: 'Gelen: {value}',
  rows: 'Sıra',
  risk: 'Risk',
  risks: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
  board: 'Plinko tahtası',
  landed: 'Top {multiplier} üzerine düştü',
  mines: 'Mayın',
  grid: '5x5 mayın tarlası',
  cell: 'Kare {n}',
  cellSafe: 'Kare {n}: elmas',
  cellMine: 'Kare {n}: mayın',
  nextWin: 'Sonraki elmas',
  minesHint: 'Bahis yapın ve kareleri açın: her elmas çarpanı yükseltir, bir mayın bahsi kaybettirir. İstediğiniz an çekin.',
  hiloHint: 'Kart çekmek için bahis yapın, sonra sıradaki kartın daha yüksek, daha düşük ya da aynı olacağını tahmin edin. İstediğiniz an çekin.',
  higher: 'Yüksek',
  lower: 'Düşük',
  same: 'Aynı',
  guessFacts: '{chance} · {multiplier}',
  card: 'Kart: {suit} {rank}',
  cardBack: 'Kapalı kart',
  ranks: ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Vale', 'Kız', 'Papaz'],
  suits: ['sinek', 'karo', 'kupa', 'maça'],
  history: 'Çekilen kartlar',
  rtpNow: 'Oyuncuya geri dönüş (bu seçenekler)',
  maxWin: 'En büyük kazanç',
  rtpNote: 'Oyunun olasılıklarından hesaplanan kesin rakamlar; mayın ve hi-lo için en iyi oyunla.',
  verifiedOk: 'Doğrulandı: {id} numaralı tur, açıklanan tohumla yeniden oynandığında aynı sonucu veriyor.',
  verifiedBad: '{id} numaralı tur, kapatılan sonucu yeniden üretmiyor.',
  errors: {
    invalid_params: 'Oyunun böyle seçenekleri yok.',
    invalid_action: 'Bu hamle şu an mümkün değil.',
    round_settled: 'Tur bitti.',
    round_open: 'Önce açık turunuzu bitirin.',
  },
};

const uk: FastTexts = {
  roll: 'Кинути',
  drop: 'Кинути кульку',
  under: 'Менше',
  over: 'Більше',
  direction: 'Ставка на',
  target: 'Число',
  chance: 'Шанс виграшу',
  payout: 'Виплата',
  rolled: 'Випало {value}',
  rows: 'Ряди',
  risk: 'Ризик',
  risks: { low: 'Низький', medium: 'Середній', high: 'Високий' },
  board: 'Поле плінко',
  landed: 'Кулька впала на {multiplier}',
  mines: 'Міни',
  grid: 'Мінне поле 5 на 5',
  cell: 'Клітинка {n}',
  cellSafe: 'Клітинка {n}: кристал',
  cellMine: 'Клітинка {n}: міна',
  nextWin: 'Наступний кристал',
  minesHint: 'Зробіть ставку й відкривайте клітинки: кожен кристал підвищує множник, міна спалює ставку. Забрати можна будь-коли.',
  hiloHint: 'Зробіть ставку, щоб відкрити карту, і вгадайте, чи буде наступна старшою, молодшою або такою самою. Забрати можна будь-коли.',
  higher: 'Старша',
  lower: 'Молодша',
  same: 'Така сама',
  guessFacts: '{chance} · {multiplier}',
  card: 'Карта: {rank}, {suit}',
  cardBack: 'Карта сорочкою догори',
  ranks: ['Туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Валет', 'Дама', 'Король'],
  suits: ['трефи', 'бубни', 'чирви', 'піки'],
  history: 'Відкриті карти',
  rtpNow: 'Повернення гравцеві (ці налаштування)',
  maxWin: 'Найбільший виграш',
  rtpNote: 'Точні цифри, розраховані за ймовірностями гри; для мін і hi-lo — за найкращої гри.',
  verifiedOk: 'Перевірено: раунд {id}, перерахований за розкритим сидом, дав той самий результат.',
  verifiedBad: 'Раунд {id} під час перерахунку не дає зафіксованого результату.',
  errors: {
    invalid_params: 'Таких налаштувань у гри немає.',
    invalid_action: 'Зараз такий хід неможливий.',
    round_settled: 'Раунд завершено.',
    round_open: 'Спершу завершіть відкритий раунд.',
  },
};

const TEXTS: Readonly<Record<FrameLanguage, FastTexts>> = { en, ru, es, pt, tr, uk };

export const fastTexts = (lng: FrameLanguage): FastTexts => TEXTS[lng];

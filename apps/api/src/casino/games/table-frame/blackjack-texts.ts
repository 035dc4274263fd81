import type { FrameLanguage } from '../frame/texts';

/**
 * Blackjack's own words in the six languages (stake, Bet, Win, fairness and the shared errors come from
 * `../frame/texts`). Placeholders: {rank}, {suit}, {n}, {total}, {id}.
 */
export interface BlackjackTexts {
  readonly deal: string;
  readonly hit: string;
  readonly stand: string;
  readonly double: string;
  readonly split: string;
  readonly insure: string;
  readonly noInsurance: string;
  readonly insuranceOffer: string;
  readonly dealer: string;
  readonly hand: string;
  readonly total: string;
  readonly card: string;
  readonly cardBack: string;
  readonly ranks: readonly string[];
  readonly suits: readonly string[];
  readonly results: { readonly blackjack: string; readonly win: string; readonly push: string; readonly lose: string };
  readonly rules: string;
  readonly wagered: string;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
  readonly verifiedOk: string;
  readonly verifiedBad: string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: BlackjackTexts = {
  deal: 'Deal',
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
  insure: 'Take insurance',
  noInsurance: 'No insurance',
  insuranceOffer: 'The dealer shows an ace: insurance costs half your stake and pays 2 to 1 if the dealer has blackjack.',
  dealer: 'Dealer',
  hand: 'Hand {n}',
  total: 'Total {total}',
  card: '{rank} of {suit}',
  cardBack: 'Card face down',
  ranks: ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'],
  suits: ['clubs', 'diamonds', 'hearts', 'spades'],
  results: { blackjack: 'Blackjack', win: 'Win', push: 'Push', lose: 'Lose' },
  rules: 'Six decks shuffled every round · dealer stands on soft 17 · blackjack pays 3 to 2 · double after split',
  wagered: 'On the table',
  rtpNow: 'Return (basic strategy)',
  maxWin: 'Largest win',
  rtpNote: 'exact, basic strategy',
  verifiedOk: 'Round {id} verified: the server replayed it from its revealed seed.',
  verifiedBad: 'Round {id} did not verify.',
  errors: { invalid_action: 'That move is not possible now.', round_settled: 'The round is over.', round_open: 'Finish your open hand first.' },
};

const ru: BlackjackTexts = {
  deal: 'Раздать',
  hit: 'Ещё',
  stand: 'Хватит',
  double: 'Удвоить',
  split: 'Разделить',
  insure: 'Застраховать',
  noInsurance: 'Без страховки',
  insuranceOffer: 'У дилера туз: страховка стоит половину ставки и платит 2 к 1, если у дилера блэкджек.',
  dealer: 'Дилер',
  hand: 'Рука {n}',
  total: 'Сумма {total}',
  card: '{rank}, {suit}',
  cardBack: 'Карта рубашкой вверх',
  ranks: ['Туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Валет', 'Дама', 'Король'],
  suits: ['трефы', 'бубны', 'червы', 'пики'],
  results: { blackjack: 'Блэкджек', win: 'Выигрыш', push: 'Ничья', lose: 'Проигрыш' },
  rules: 'Шесть колод, перемешиваются каждый раунд · дилер стоит на мягких 17 · блэкджек платит 3 к 2 · удвоение после разделения',
  wagered: 'На столе',
  rtpNow: 'Возврат (базовая стратегия)',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'точно, базовая стратегия',
  verifiedOk: 'Раунд {id} проверен: сервер повторил его по раскрытому сиду.',
  verifiedBad: 'Раунд {id} не прошёл проверку.',
  errors: { invalid_action: 'Этот ход сейчас невозможен.', round_settled: 'Раунд окончен.', round_open: 'Сначала доиграйте открытую руку.' },
};

const es: BlackjackTexts = {
  deal: 'Repartir',
  hit: 'Pedir',
  stand: 'Plantarse',
  double: 'Doblar',
  split: 'Dividir',
  insure: 'Tomar seguro',
  noInsurance: 'Sin seguro',
  insuranceOffer: 'El crupier muestra un as: el seguro cuesta la mitad de la apuesta y paga 2 a 1 si el crupier tiene blackjack.',
  dealer: 'Crupier',
  hand: 'Mano {n}',
  total: 'Total {total}',
  card: '{rank} de {suit}',
  cardBack: 'Carta boca abajo',
  ranks: ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jota', 'Reina', 'Rey'],
  suits: ['tréboles', 'diamantes', 'corazones', 'picas'],
  results: { blackjack: 'Blackjack', win: 'Gana', push: 'Empate', lose: 'Pierde' },
  rules: 'Seis barajas mezcladas cada ronda · el crupier se planta con 17 suave · el blackjack paga 3 a 2 · doblar tras dividir',
  wagered: 'En la mesa',
  rtpNow: 'Retorno (estrategia básica)',
  maxWin: 'Mayor premio',
  rtpNote: 'exacto, estrategia básica',
  verifiedOk: 'Ronda {id} verificada: el servidor la repitió con su semilla revelada.',
  verifiedBad: 'La ronda {id} no se verificó.',
  errors: { invalid_action: 'Esa jugada no es posible ahora.', round_settled: 'La ronda ha terminado.', round_open: 'Termina primero tu mano abierta.' },
};

const pt: BlackjackTexts = {
  deal: 'Distribuir',
  hit: 'Pedir',
  stand: 'Parar',
  double: 'Dobrar',
  split: 'Dividir',
  insure: 'Fazer seguro',
  noInsurance: 'Sem seguro',
  insuranceOffer: 'O dealer mostra um ás: o seguro custa metade da aposta e paga 2 para 1 se o dealer tiver blackjack.',
  dealer: 'Dealer',
  hand: 'Mão {n}',
  total: 'Total {total}',
  card: '{rank} de {suit}',
  cardBack: 'Carta virada para baixo',
  ranks: ['Ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valete', 'Dama', 'Rei'],
  suits: ['paus', 'ouros', 'copas', 'espadas'],
  results: { blackjack: 'Blackjack', win: 'Ganha', push: 'Empate', lose: 'Perde' },
  rules: 'Seis baralhos embaralhados a cada rodada · o dealer para no 17 suave · blackjack paga 3 para 2 · dobrar após dividir',
  wagered: 'Na mesa',
  rtpNow: 'Retorno (estratégia básica)',
  maxWin: 'Maior prêmio',
  rtpNote: 'exato, estratégia básica',
  verifiedOk: 'Rodada {id} verificada: o servidor a repetiu com a semente revelada.',
  verifiedBad: 'A rodada {id} não foi verificada.',
  errors: { invalid_action: 'Essa jogada não é possível agora.', round_settled: 'A rodada terminou.', round_open: 'Termine primeiro a mão aberta.' },
};

const tr: BlackjackTexts = {
  deal: 'Dağıt',
  hit: 'Kart',
  stand: 'Dur',
  double: 'İkiye katla',
  split: 'Böl',
  insure: 'Sigorta al',
  noInsurance: 'Sigortasız',
  insuranceOffer: 'Krupiyede as var: sigorta bahsin yarısıdır ve krupiyede blackjack varsa 2’ye 1 öder.',
  dealer: 'Krupiye',
  hand: 'El {n}',
  total: 'Toplam {total}',
  card: '{suit} {rank}',
  cardBack: 'Kapalı kart',
  ranks: ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Vale', 'Kız', 'Papaz'],
  suits: ['sinek', 'karo', 'kupa', 'maça'],
  results: { blackjack: 'Blackjack', win: 'Kazanç', push: 'Berabere', lose: 'Kayıp' },
  rules: 'Her tur karıştırılan altı deste · krupiye yumuşak 17’de durur · blackjack 3’e 2 öder · bölmeden sonra ikiye katlama',
  wagered: 'Masada',
  rtpNow: 'Geri dönüş (temel strateji)',
  maxWin: 'En büyük kazanç',
  rtpNote: 'kesin, temel strateji',
  verifiedOk: '{id} numaralı tur doğrulandı: sunucu açıklanan tohumla yeniden oynadı.',
  verifiedBad: '{id} numaralı tur doğrulanamadı.',
  errors: { invalid_action: 'Bu hamle şu an mümkün değil.', round_settled: 'Tur bitti.', round_open: 'Önce açık elinizi bitirin.' },
};

const uk: BlackjackTexts = {
  deal: 'Роздати',
  hit: 'Ще',
  stand: 'Досить',
  double: 'Подвоїти',
  split: 'Розділити',
  insure: 'Застрахувати',
  noInsurance: 'Без страховки',
  insuranceOffer: 'У дилера туз: страховка коштує половину ставки й платить 2 до 1, якщо в дилера блекджек.',
  dealer: 'Дилер',
  hand: 'Рука {n}',
  total: 'Сума {total}',
  card: '{rank}, {suit}',
  cardBack: 'Карта сорочкою догори',
  ranks: ['Туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Валет', 'Дама', 'Король'],
  suits: ['трефи', 'бубни', 'чирви', 'піки'],
  results: { blackjack: 'Блекджек', win: 'Виграш', push: 'Нічия', lose: 'Програш' },
  rules: 'Шість колод, тасуються щораунду · дилер стоїть на м’яких 17 · блекджек платить 3 до 2 · подвоєння після розділення',
  wagered: 'На столі',
  rtpNow: 'Повернення (базова стратегія)',
  maxWin: 'Найбільший виграш',
  rtpNote: 'точно, базова стратегія',
  verifiedOk: 'Раунд {id} перевірено: сервер повторив його за розкритим сідом.',
  verifiedBad: 'Раунд {id} не пройшов перевірку.',
  errors: { invalid_action: 'Цей хід зараз неможливий.', round_settled: 'Раунд закінчено.', round_open: 'Спершу дограйте відкриту руку.' },
};

const TEXTS: Readonly<Record<FrameLanguage, BlackjackTexts>> = { en, ru, es, pt, tr, uk };

export const blackjackTexts = (lng: FrameLanguage): BlackjackTexts => TEXTS[lng];

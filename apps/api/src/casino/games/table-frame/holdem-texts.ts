import type { FrameLanguage } from '../frame/texts';

/** Casino Hold'em's own words in the six languages (stake, Win and fairness come from `../frame/texts`). */
export interface HoldemTexts {
  readonly ante: string;
  readonly call: string;
  readonly fold: string;
  readonly dealer: string;
  readonly board: string;
  readonly you: string;
  readonly rules: string;
  readonly categories: Readonly<Record<string, string>>;
  readonly qualified: string;
  readonly notQualified: string;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
}

const CATS = (names: readonly string[]) =>
  Object.fromEntries(['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'].map((key, index) => [key, names[index] ?? key]));

const en: HoldemTexts = {
  ante: 'Ante',
  call: 'Call (2× ante)',
  fold: 'Fold',
  dealer: 'Dealer',
  board: 'Board',
  you: 'You',
  rules: 'Call puts down twice the ante; the dealer qualifies with a pair of fours or better.',
  categories: CATS(['High card', 'Pair', 'Two pair', 'Three of a kind', 'Straight', 'Flush', 'Full house', 'Four of a kind', 'Straight flush']),
  qualified: 'Dealer qualifies',
  notQualified: 'Dealer does not qualify',
  rtpNow: 'Return to player',
  maxWin: 'Largest win',
  rtpNote: 'optimal play',
};
const ru: HoldemTexts = {
  ante: 'Анте',
  call: 'Колл (2× анте)',
  fold: 'Пас',
  dealer: 'Дилер',
  board: 'Стол',
  you: 'Вы',
  rules: 'Колл — ставка в два анте; дилер проходит с парой четвёрок и выше.',
  categories: CATS(['Старшая карта', 'Пара', 'Две пары', 'Сет', 'Стрит', 'Флеш', 'Фулл-хаус', 'Каре', 'Стрит-флеш']),
  qualified: 'Дилер прошёл',
  notQualified: 'Дилер не прошёл',
  rtpNow: 'Возврат игроку',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'оптимальная игра',
};
const es: HoldemTexts = {
  ante: 'Ante',
  call: 'Ir (2× ante)',
  fold: 'Retirarse',
  dealer: 'Crupier',
  board: 'Mesa',
  you: 'Tú',
  rules: 'Ir apuesta el doble del ante; el crupier califica con una pareja de cuatros o más.',
  categories: CATS(['Carta alta', 'Pareja', 'Doble pareja', 'Trío', 'Escalera', 'Color', 'Full', 'Póquer', 'Escalera de color']),
  qualified: 'El crupier califica',
  notQualified: 'El crupier no califica',
  rtpNow: 'Retorno al jugador',
  maxWin: 'Mayor premio',
  rtpNote: 'juego óptimo',
};
const pt: HoldemTexts = {
  ante: 'Ante',
  call: 'Pagar (2× ante)',
  fold: 'Desistir',
  dealer: 'Dealer',
  board: 'Mesa',
  you: 'Você',
  rules: 'Pagar aposta o dobro do ante; o dealer se qualifica com um par de quatros ou melhor.',
  categories: CATS(['Carta alta', 'Par', 'Dois pares', 'Trinca', 'Sequência', 'Flush', 'Full house', 'Quadra', 'Straight flush']),
  qualified: 'O dealer se qualifica',
  notQualified: 'O dealer não se qualifica',
  rtpNow: 'Retorno ao jogador',
  maxWin: 'Maior prêmio',
  rtpNote: 'jogo ótimo',
};
const tr: HoldemTexts = {
  ante: 'Ante',
  call: 'Gör (2× ante)',
  fold: 'Çekil',
  dealer: 'Krupiye',
  board: 'Masa',
  you: 'Siz',
  rules: 'Görmek antenin iki katını koyar; krupiye dörtlü çift veya üstüyle kalifiye olur.',
  categories: CATS(['Yüksek kart', 'Çift', 'İki çift', 'Üçlü', 'Kent', 'Renk', 'Full house', 'Dörtlü', 'Renk kent']),
  qualified: 'Krupiye kalifiye',
  notQualified: 'Krupiye kalifiye değil',
  rtpNow: 'Oyuncuya dönüş',
  maxWin: 'En büyük kazanç',
  rtpNote: 'en iyi oyun',
};
const uk: HoldemTexts = {
  ante: 'Анте',
  call: 'Колл (2× анте)',
  fold: 'Пас',
  dealer: 'Дилер',
  board: 'Стіл',
  you: 'Ви',
  rules: 'Колл — ставка у два анте; дилер проходить з парою четвірок і вище.',
  categories: CATS(['Старша карта', 'Пара', 'Дві пари', 'Сет', 'Стрит', 'Флеш', 'Фул-хаус', 'Каре', 'Стрит-флеш']),
  qualified: 'Дилер пройшов',
  notQualified: 'Дилер не пройшов',
  rtpNow: 'Повернення гравцю',
  maxWin: 'Найбільший виграш',
  rtpNote: 'оптимальна гра',
};

const TEXTS: Readonly<Record<FrameLanguage, HoldemTexts>> = { en, ru, es, pt, tr, uk };

export const holdemTexts = (lng: FrameLanguage): HoldemTexts => TEXTS[lng];

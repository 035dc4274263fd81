import type { FrameLanguage } from '../frame/texts';

/** Video poker's own words in the six languages (stake, Win and fairness come from `../frame/texts`). */
export interface VideoPokerTexts {
  readonly deal: string;
  readonly draw: string;
  readonly hold: string;
  readonly held: string;
  readonly hint: string;
  readonly paytable: string;
  readonly hands: Readonly<Record<string, string>>;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
}

const KEYS = [
  'royal-flush',
  'natural-royal-flush',
  'four-deuces',
  'wild-royal-flush',
  'five-of-a-kind',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
];
const HANDS = (names: readonly string[]) => Object.fromEntries(KEYS.map((key, index) => [key, names[index] ?? key]));

const en: VideoPokerTexts = {
  deal: 'Deal',
  draw: 'Draw',
  hold: 'Hold',
  held: 'Held',
  hint: 'Pick the cards to hold, then Draw: the others are replaced.',
  paytable: 'Pays (× stake)',
  hands: HANDS([
    'Royal flush',
    'Natural royal flush',
    'Four deuces',
    'Wild royal flush',
    'Five of a kind',
    'Straight flush',
    'Four of a kind',
    'Full house',
    'Flush',
    'Straight',
    'Three of a kind',
    'Two pair',
    'Jacks or better',
    'No win',
  ]),
  rtpNow: 'Return (optimal play)',
  maxWin: 'Largest win',
  rtpNote: 'exact, optimal play',
};
const ru: VideoPokerTexts = {
  deal: 'Раздать',
  draw: 'Заменить',
  hold: 'Оставить',
  held: 'Оставлена',
  hint: 'Выберите карты, которые оставить, и нажмите «Заменить»: остальные заменятся.',
  paytable: 'Выплаты (× ставки)',
  hands: HANDS([
    'Роял-флеш',
    'Натуральный роял-флеш',
    'Четыре двойки',
    'Роял-флеш с джокером',
    'Пятёрка',
    'Стрит-флеш',
    'Каре',
    'Фулл-хаус',
    'Флеш',
    'Стрит',
    'Тройка',
    'Две пары',
    'Вальты и выше',
    'Без выигрыша',
  ]),
  rtpNow: 'Возврат (оптимальная игра)',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'точно, оптимальная игра',
};
const es: VideoPokerTexts = {
  deal: 'Repartir',
  draw: 'Cambiar',
  hold: 'Guardar',
  held: 'Guardada',
  hint: 'Elige las cartas que guardas y pulsa Cambiar: las demás se reemplazan.',
  paytable: 'Pagos (× apuesta)',
  hands: HANDS([
    'Escalera real',
    'Escalera real natural',
    'Cuatro doses',
    'Escalera real con comodín',
    'Repóquer',
    'Escalera de color',
    'Póquer',
    'Full',
    'Color',
    'Escalera',
    'Trío',
    'Doble pareja',
    'Jotas o mejor',
    'Sin premio',
  ]),
  rtpNow: 'Retorno (juego óptimo)',
  maxWin: 'Mayor premio',
  rtpNote: 'exacto, juego óptimo',
};
const pt: VideoPokerTexts = {
  deal: 'Distribuir',
  draw: 'Trocar',
  hold: 'Manter',
  held: 'Mantida',
  hint: 'Escolha as cartas que mantém e toque em Trocar: as outras são substituídas.',
  paytable: 'Pagamentos (× aposta)',
  hands: HANDS([
    'Royal flush',
    'Royal flush natural',
    'Quatro duques',
    'Royal flush com curinga',
    'Quina',
    'Straight flush',
    'Quadra',
    'Full house',
    'Flush',
    'Sequência',
    'Trinca',
    'Dois pares',
    'Valetes ou melhor',
    'Sem prêmio',
  ]),
  rtpNow: 'Retorno (jogo ótimo)',
  maxWin: 'Maior prêmio',
  rtpNote: 'exato, jogo ótimo',
};
const tr: VideoPokerTexts = {
  deal: 'Dağıt',
  draw: 'Değiştir',
  hold: 'Tut',
  held: 'Tutuldu',
  hint: 'Tutacağınız kartları seçip Değiştir’e basın: diğerleri yenilenir.',
  paytable: 'Ödemeler (× bahis)',
  hands: HANDS([
    'Royal flush',
    'Doğal royal flush',
    'Dört ikili',
    'Jokerli royal flush',
    'Beşli',
    'Renk kent',
    'Dörtlü',
    'Full house',
    'Renk',
    'Kent',
    'Üçlü',
    'İki çift',
    'Vale veya üstü',
    'Kazanç yok',
  ]),
  rtpNow: 'Geri dönüş (en iyi oyun)',
  maxWin: 'En büyük kazanç',
  rtpNote: 'kesin, en iyi oyun',
};
const uk: VideoPokerTexts = {
  deal: 'Роздати',
  draw: 'Замінити',
  hold: 'Залишити',
  held: 'Залишено',
  hint: 'Виберіть карти, які залишити, і натисніть «Замінити»: інші заміняться.',
  paytable: 'Виплати (× ставки)',
  hands: HANDS([
    'Роял-флеш',
    'Натуральний роял-флеш',
    'Чотири двійки',
    'Роял-флеш із джокером',
    "П'ятірка",
    'Стрит-флеш',
    'Каре',
    'Фул-хаус',
    'Флеш',
    'Стрит',
    'Трійка',
    'Дві пари',
    'Валети й вище',
    'Без виграшу',
  ]),
  rtpNow: 'Повернення (оптимальна гра)',
  maxWin: 'Найбільший виграш',
  rtpNote: 'точно, оптимальна гра',
};

const TEXTS: Readonly<Record<FrameLanguage, VideoPokerTexts>> = { en, ru, es, pt, tr, uk };

export const videoPokerTexts = (lng: FrameLanguage): VideoPokerTexts => TEXTS[lng];

import type { FrameLanguage } from '../frame/texts';

/** The reel games' own words in the six languages (Spin, stake, Win and fairness come from `../frame/texts`). */
export interface SlotsTexts {
  readonly reels: string;
  readonly layout: string;
  readonly lines: string;
  readonly ways: string;
  readonly volatility: string;
  readonly volatilities: { readonly low: string; readonly medium: string; readonly high: string };
  readonly freeSpins: string;
  readonly rtpNow: string;
  readonly maxWin: string;
  readonly rtpNote: string;
}

const en: SlotsTexts = {
  reels: 'Reels',
  layout: 'Layout',
  lines: '{reels} × {rows}, {n} lines',
  ways: '{reels} × {rows}, {n} ways',
  volatility: 'Volatility',
  volatilities: { low: 'Low', medium: 'Medium', high: 'High' },
  freeSpins: '{n} free spins played',
  rtpNow: 'Return to player',
  maxWin: 'Largest win',
  rtpNote: 'exact, this machine',
};
const ru: SlotsTexts = {
  reels: 'Барабаны',
  layout: 'Поле',
  lines: '{reels} × {rows}, линий: {n}',
  ways: '{reels} × {rows}, способов: {n}',
  volatility: 'Волатильность',
  volatilities: { low: 'Низкая', medium: 'Средняя', high: 'Высокая' },
  freeSpins: 'Сыграно бесплатных вращений: {n}',
  rtpNow: 'Возврат игроку',
  maxWin: 'Наибольший выигрыш',
  rtpNote: 'точно, этот автомат',
};
const es: SlotsTexts = {
  reels: 'Rodillos',
  layout: 'Disposición',
  lines: '{reels} × {rows}, {n} líneas',
  ways: '{reels} × {rows}, {n} formas',
  volatility: 'Volatilidad',
  volatilities: { low: 'Baja', medium: 'Media', high: 'Alta' },
  freeSpins: '{n} giros gratis jugados',
  rtpNow: 'Retorno al jugador',
  maxWin: 'Mayor premio',
  rtpNote: 'exacto, esta máquina',
};
const pt: SlotsTexts = {
  reels: 'Rolos',
  layout: 'Disposição',
  lines: '{reels} × {rows}, {n} linhas',
  ways: '{reels} × {rows}, {n} formas',
  volatility: 'Volatilidade',
  volatilities: { low: 'Baixa', medium: 'Média', high: 'Alta' },
  freeSpins: '{n} giros grátis jogados',
  rtpNow: 'Retorno ao jogador',
  maxWin: 'Maior prêmio',
  rtpNote: 'exato, esta máquina',
};
const tr: SlotsTexts = {
  reels: 'Makaralar',
  layout: 'Düzen',
  lines: '{reels} × {rows}, {n} çizgi',
  ways: '{reels} × {rows}, {n} yol',
  volatility: 'Oynaklık',
  volatilities: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
  freeSpins: '{n} bedava dönüş oynandı',
  rtpNow: 'Oyuncuya dönüş',
  maxWin: 'En büyük kazanç',
  rtpNote: 'kesin, bu makine',
};
const uk: SlotsTexts = {
  reels: 'Барабани',
  layout: 'Поле',
  lines: '{reels} × {rows}, ліній: {n}',
  ways: '{reels} × {rows}, способів: {n}',
  volatility: 'Волатильність',
  volatilities: { low: 'Низька', medium: 'Середня', high: 'Висока' },
  freeSpins: 'Зіграно безкоштовних обертань: {n}',
  rtpNow: 'Повернення гравцю',
  maxWin: 'Найбільший виграш',
  rtpNote: 'точно, цей автомат',
};

const TEXTS: Readonly<Record<FrameLanguage, SlotsTexts>> = { en, ru, es, pt, tr, uk };

export const slotsTexts = (lng: FrameLanguage): SlotsTexts => TEXTS[lng];

import type { CasinoLinkLaunch } from '@betting/contracts';
import { escapeHtml, frameDocument } from '../frame/kit/kit-page';
import type { FrameLanguage } from '../frame/texts';

/**
 * The frame of a tile that opens another part of the site (a TV game → the draws, a virtual sport → the line's virtual
 * sports): what the tile plays here and a link there (`target=_top`, the whole page goes).
 */
interface LinkTexts {
  readonly title: Readonly<Record<CasinoLinkLaunch, string>>;
  readonly text: Readonly<Record<CasinoLinkLaunch, string>>;
  readonly go: Readonly<Record<CasinoLinkLaunch, string>>;
}

const TEXTS: Readonly<Record<FrameLanguage, LinkTexts>> = {
  en: {
    title: { keno: 'Plays as Keno', bingo: 'Plays as Bingo', lotto: 'Plays as Lotto 6/45', 'virtual-sports': 'Virtual sports on our line' },
    text: {
      keno: 'This game is drawn as our Keno: 20 balls of 80 every few minutes, provably fair, with exact prizes for 1 to 10 picks.',
      bingo: 'This game is drawn as our Bingo 75: a draw every few minutes, provably fair, line, two lines and full house.',
      lotto: 'This game is drawn as our Lotto 6/45: a provably fair daily draw with fixed prizes and a jackpot.',
      'virtual-sports': 'Virtual matches are simulated on our line around the clock: bet on them like any match, with the result provably fair.',
    },
    go: { keno: 'Open Keno', bingo: 'Open Bingo', lotto: 'Open Lotto', 'virtual-sports': 'Open virtual sports' },
  },
  ru: {
    title: { keno: 'Играется как Кено', bingo: 'Играется как Бинго', lotto: 'Играется как Лото 6/45', 'virtual-sports': 'Виртуальный спорт в нашей линии' },
    text: {
      keno: 'Эта игра разыгрывается как наше Кено: 20 шаров из 80 каждые несколько минут, доказуемо честно, точные выигрыши для 1–10 чисел.',
      bingo: 'Эта игра разыгрывается как наше Бинго 75: тираж каждые несколько минут, доказуемо честно, линия, две линии и полная карточка.',
      lotto: 'Эта игра разыгрывается как наше Лото 6/45: доказуемо честный ежедневный тираж с фиксированными выигрышами и джекпотом.',
      'virtual-sports': 'Виртуальные матчи круглосуточно моделируются в нашей линии: ставьте на них как на любой матч, результат доказуемо честный.',
    },
    go: { keno: 'Открыть Кено', bingo: 'Открыть Бинго', lotto: 'Открыть Лото', 'virtual-sports': 'Открыть виртуальный спорт' },
  },
  es: {
    title: { keno: 'Se juega como Keno', bingo: 'Se juega como Bingo', lotto: 'Se juega como Lotto 6/45', 'virtual-sports': 'Deportes virtuales en nuestra línea' },
    text: {
      keno: 'Este juego se sortea como nuestro Keno: 20 bolas de 80 cada pocos minutos, demostrablemente justo, con premios exactos de 1 a 10 números.',
      bingo: 'Este juego se sortea como nuestro Bingo 75: un sorteo cada pocos minutos, demostrablemente justo, línea, dos líneas y cartón lleno.',
      lotto: 'Este juego se sortea como nuestro Lotto 6/45: un sorteo diario demostrablemente justo con premios fijos y un bote.',
      'virtual-sports': 'Los partidos virtuales se simulan en nuestra línea todo el día: apuesta como en cualquier partido, con un resultado demostrablemente justo.',
    },
    go: { keno: 'Abrir Keno', bingo: 'Abrir Bingo', lotto: 'Abrir Lotto', 'virtual-sports': 'Abrir deportes virtuales' },
  },
  pt: {
    title: { keno: 'Joga-se como Keno', bingo: 'Joga-se como Bingo', lotto: 'Joga-se como Loto 6/45', 'virtual-sports': 'Esportes virtuais na nossa linha' },
    text: {
      keno: 'Este jogo é sorteado como o nosso Keno: 20 bolas de 80 a cada poucos minutos, comprovadamente justo, com prêmios exatos de 1 a 10 números.',
      bingo: 'Este jogo é sorteado como o nosso Bingo 75: um sorteio a cada poucos minutos, comprovadamente justo, linha, duas linhas e cartela cheia.',
      lotto: 'Este jogo é sorteado como a nossa Loto 6/45: um sorteio diário comprovadamente justo com prêmios fixos e um jackpot.',
      'virtual-sports': 'As partidas virtuais são simuladas na nossa linha o dia todo: aposte como em qualquer partida, com resultado comprovadamente justo.',
    },
    go: { keno: 'Abrir Keno', bingo: 'Abrir Bingo', lotto: 'Abrir Loto', 'virtual-sports': 'Abrir esportes virtuais' },
  },
  tr: {
    title: { keno: 'Keno olarak oynanır', bingo: 'Bingo olarak oynanır', lotto: 'Loto 6/45 olarak oynanır', 'virtual-sports': 'Bültenimizde sanal sporlar' },
    text: {
      keno: 'Bu oyun Keno’muz olarak çekilir: birkaç dakikada bir 80 topta 20 top, kanıtlanabilir adil, 1–10 seçim için kesin ödüller.',
      bingo: 'Bu oyun Bingo 75’imiz olarak çekilir: birkaç dakikada bir çekiliş, kanıtlanabilir adil, çinko, iki çinko ve tombala.',
      lotto: 'Bu oyun Loto 6/45’imiz olarak çekilir: sabit ödüllü ve büyük ikramiyeli, kanıtlanabilir adil günlük çekiliş.',
      'virtual-sports': 'Sanal maçlar bültenimizde gün boyu simüle edilir: her maç gibi bahis yapın, sonuç kanıtlanabilir adil.',
    },
    go: { keno: 'Keno’yu aç', bingo: 'Bingo’yu aç', lotto: 'Loto’yu aç', 'virtual-sports': 'Sanal sporları aç' },
  },
  uk: {
    title: { keno: 'Грається як Кено', bingo: 'Грається як Бінго', lotto: 'Грається як Лото 6/45', 'virtual-sports': 'Віртуальний спорт у нашій лінії' },
    text: {
      keno: 'Ця гра розігрується як наше Кено: 20 куль із 80 кожні кілька хвилин, доказово чесно, точні виграші для 1–10 чисел.',
      bingo: 'Ця гра розігрується як наше Бінго 75: тираж кожні кілька хвилин, доказово чесно, лінія, дві лінії й повна картка.',
      lotto: 'Ця гра розігрується як наше Лото 6/45: доказово чесний щоденний тираж із фіксованими виграшами та джекпотом.',
      'virtual-sports': 'Віртуальні матчі цілодобово моделюються в нашій лінії: ставте на них як на будь-який матч, результат доказово чесний.',
    },
    go: { keno: 'Відкрити Кено', bingo: 'Відкрити Бінго', lotto: 'Відкрити Лото', 'virtual-sports': 'Відкрити віртуальний спорт' },
  },
};

/** Where a link launch leads on the site. */
export const linkLaunchPath = (launch: CasinoLinkLaunch, lng: FrameLanguage): string => `/${lng}/${launch === 'virtual-sports' ? 'esports/virtual' : launch}`;

export function linkLaunchPage(launch: CasinoLinkLaunch, lng: FrameLanguage): string {
  const texts = TEXTS[lng];
  const content = `<div class="unavailable-card link-card"><h1>${escapeHtml(texts.title[launch])}</h1><p>${escapeHtml(texts.text[launch])}</p><p><a class="link-button" href="${linkLaunchPath(
    launch,
    lng
  )}" target="_top">${escapeHtml(texts.go[launch])}</a></p></div>`;
  const style = `.link-card p:last-child { margin-top: 16px; } .link-button { display: inline-block; padding: 12px 22px; border-radius: 10px; background: var(--accent); color: var(--accent-text); text-decoration: none; min-height: 44px; }`;
  return frameDocument({ lng, title: texts.title[launch], bodyClass: 'unavailable', content, style });
}

import type { FrameLanguage } from '../frame/texts';

/**
 * Baccarat's own words in the six languages (stake, Win, fairness and the shared errors come from `../frame/texts`,
 * the cards' names from `./blackjack-texts`). Placeholders: {chips}, {total}, {player}, {banker}, {id}.
 */
export type BaccaratBetName = 'player' | 'banker' | 'tie' | 'player-pair' | 'banker-pair';

export interface BaccaratTexts {
  readonly name: string;
  readonly deal: string;
  readonly chip: string;
  readonly clear: string;
  readonly rebet: string;
  readonly bets: Readonly<Record<BaccaratBetName, string>>;
  /** What each bet pays ("pays 1 to 1", "0.95 to 1", …). */
  readonly pays: Readonly<Record<BaccaratBetName, string>>;
  readonly betsLabel: string;
  readonly player: string;
  readonly banker: string;
  readonly total: string;
  readonly chipsOn: string;
  readonly onTable: string;
  readonly winners: Readonly<Record<'player' | 'banker' | 'tie', string>>;
  readonly pair: string;
  readonly score: string;
  readonly history: string;
  readonly noHistory: string;
  readonly rules: string;
  readonly rtpTitle: string;
  readonly rtpNote: string;
  readonly maxWin: string;
  readonly verifiedOk: string;
  readonly verifiedBad: string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: BaccaratTexts = {
  name: 'Baccarat',
  deal: 'Deal',
  chip: 'Chip value',
  clear: 'Clear bets',
  rebet: 'Rebet',
  bets: { player: 'Player', banker: 'Banker', tie: 'Tie', 'player-pair': 'Player pair', 'banker-pair': 'Banker pair' },
  pays: { player: '1 to 1', banker: '0.95 to 1 (5 % commission)', tie: '8 to 1', 'player-pair': '11 to 1', 'banker-pair': '11 to 1' },
  betsLabel: 'Bets',
  player: 'Player',
  banker: 'Banker',
  total: 'Total {total}',
  chipsOn: '{chips} chips',
  onTable: 'Total bet',
  winners: { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' },
  pair: 'pair',
  score: 'Player {player} · Banker {banker}',
  history: 'Last coups',
  noHistory: 'No coups yet',
  rules: 'Eight decks shuffled every coup · third cards by the tableau · a tie returns player and banker bets',
  rtpTitle: 'Return by bet',
  rtpNote: 'exact, by enumeration of the shoe',
  maxWin: 'Largest win',
  verifiedOk: 'Round {id} verified: the server replayed it from its revealed seed.',
  verifiedBad: 'Round {id} did not verify.',
  errors: { no_bets: 'Put at least one chip on a bet.', invalid_params: 'That bet is not on this table.' },
};

const ru: BaccaratTexts = {
  name: 'Баккара',
  deal: 'Раздать',
  chip: 'Номинал фишки',
  clear: 'Убрать ставки',
  rebet: 'Повторить',
  bets: { player: 'Игрок', banker: 'Банкир', tie: 'Ничья', 'player-pair': 'Пара игрока', 'banker-pair': 'Пара банкира' },
  pays: { player: '1 к 1', banker: '0,95 к 1 (комиссия 5 %)', tie: '8 к 1', 'player-pair': '11 к 1', 'banker-pair': '11 к 1' },
  betsLabel: 'Ставки',
  player: 'Игрок',
  banker: 'Банкир',
  total: 'Очки {total}',
  chipsOn: 'фишек: {chips}',
  onTable: 'Сумма ставок',
  winners: { player: 'Победил игрок', banker: 'Победил банкир', tie: 'Ничья' },
  pair: 'пара',
  score: 'Игрок {player} · Банкир {banker}',
  history: 'Последние раздачи',
  noHistory: 'Раздач ещё не было',
  rules: 'Восемь колод, перемешиваются каждую раздачу · третья карта по таблице · при ничьей ставки на игрока и банкира возвращаются',
  rtpTitle: 'Возврат по ставкам',
  rtpNote: 'точно, перебором башмака',
  maxWin: 'Наибольший выигрыш',
  verifiedOk: 'Раунд {id} проверен: сервер повторил его по раскрытому сиду.',
  verifiedBad: 'Раунд {id} не прошёл проверку.',
  errors: { no_bets: 'Поставьте хотя бы одну фишку.', invalid_params: 'Такой ставки на этом столе нет.' },
};

const es: BaccaratTexts = {
  name: 'Baccarat',
  deal: 'Repartir',
  chip: 'Valor de la ficha',
  clear: 'Quitar apuestas',
  rebet: 'Repetir',
  bets: { player: 'Jugador', banker: 'Banca', tie: 'Empate', 'player-pair': 'Pareja del jugador', 'banker-pair': 'Pareja de la banca' },
  pays: { player: '1 a 1', banker: '0,95 a 1 (5 % de comisión)', tie: '8 a 1', 'player-pair': '11 a 1', 'banker-pair': '11 a 1' },
  betsLabel: 'Apuestas',
  player: 'Jugador',
  banker: 'Banca',
  total: 'Total {total}',
  chipsOn: '{chips} fichas',
  onTable: 'Apuesta total',
  winners: { player: 'Gana el jugador', banker: 'Gana la banca', tie: 'Empate' },
  pair: 'pareja',
  score: 'Jugador {player} · Banca {banker}',
  history: 'Últimas manos',
  noHistory: 'Aún no hay manos',
  rules: 'Ocho barajas mezcladas en cada mano · terceras cartas según la tabla · un empate devuelve las apuestas a jugador y banca',
  rtpTitle: 'Retorno por apuesta',
  rtpNote: 'exacto, por enumeración del sabot',
  maxWin: 'Mayor premio',
  verifiedOk: 'Ronda {id} verificada: el servidor la repitió con su semilla revelada.',
  verifiedBad: 'La ronda {id} no se verificó.',
  errors: { no_bets: 'Ponga al menos una ficha en una apuesta.', invalid_params: 'Esa apuesta no existe en esta mesa.' },
};

const pt: BaccaratTexts = {
  name: 'Bacará',
  deal: 'Distribuir',
  chip: 'Valor da ficha',
  clear: 'Limpar apostas',
  rebet: 'Repetir',
  bets: { player: 'Jogador', banker: 'Banca', tie: 'Empate', 'player-pair': 'Par do jogador', 'banker-pair': 'Par da banca' },
  pays: { player: '1 para 1', banker: '0,95 para 1 (5 % de comissão)', tie: '8 para 1', 'player-pair': '11 para 1', 'banker-pair': '11 para 1' },
  betsLabel: 'Apostas',
  player: 'Jogador',
  banker: 'Banca',
  total: 'Total {total}',
  chipsOn: '{chips} fichas',
  onTable: 'Aposta total',
  winners: { player: 'Vence o jogador', banker: 'Vence a banca', tie: 'Empate' },
  pair: 'par',
  score: 'Jogador {player} · Banca {banker}',
  history: 'Últimas mãos',
  noHistory: 'Ainda sem mãos',
  rules: 'Oito baralhos embaralhados a cada mão · terceiras cartas pela tabela · um empate devolve as apostas em jogador e banca',
  rtpTitle: 'Retorno por aposta',
  rtpNote: 'exato, por enumeração do sapato',
  maxWin: 'Maior ganho',
  verifiedOk: 'Rodada {id} verificada: o servidor repetiu-a a partir da semente revelada.',
  verifiedBad: 'A rodada {id} não foi verificada.',
  errors: { no_bets: 'Coloque pelo menos uma ficha numa aposta.', invalid_params: 'Essa aposta não existe nesta mesa.' },
};

const tr: BaccaratTexts = {
  name: 'Bakara',
  deal: 'Dağıt',
  chip: 'Fiş değeri',
  clear: 'Bahisleri temizle',
  rebet: 'Tekrar bahis',
  bets: { player: 'Oyuncu', banker: 'Banker', tie: 'Beraberlik', 'player-pair': 'Oyuncu çifti', 'banker-pair': 'Banker çifti' },
  pays: { player: '1’e 1', banker: '1’e 0,95 (%5 komisyon)', tie: '1’e 8', 'player-pair': '1’e 11', 'banker-pair': '1’e 11' },
  betsLabel: 'Bahisler',
  player: 'Oyuncu',
  banker: 'Banker',
  total: 'Toplam {total}',
  chipsOn: '{chips} fiş',
  onTable: 'Toplam bahis',
  winners: { player: 'Oyuncu kazandı', banker: 'Banker kazandı', tie: 'Beraberlik' },
  pair: 'çift',
  score: 'Oyuncu {player} · Banker {banker}',
  history: 'Son eller',
  noHistory: 'Henüz el yok',
  rules: 'Her elde karıştırılan sekiz deste · üçüncü kartlar tabloya göre · beraberlikte oyuncu ve banker bahisleri iade edilir',
  rtpTitle: 'Bahse göre geri ödeme',
  rtpNote: 'kesin, ayakkabının tam sayımıyla',
  maxWin: 'En büyük kazanç',
  verifiedOk: '{id} numaralı tur doğrulandı: sunucu açıklanan tohumdan yeniden oynattı.',
  verifiedBad: '{id} numaralı tur doğrulanamadı.',
  errors: { no_bets: 'Bir bahse en az bir fiş koyun.', invalid_params: 'Bu masada böyle bir bahis yok.' },
};

const uk: BaccaratTexts = {
  name: 'Баккара',
  deal: 'Роздати',
  chip: 'Номінал фішки',
  clear: 'Прибрати ставки',
  rebet: 'Повторити',
  bets: { player: 'Гравець', banker: 'Банкір', tie: 'Нічия', 'player-pair': 'Пара гравця', 'banker-pair': 'Пара банкіра' },
  pays: { player: '1 до 1', banker: '0,95 до 1 (комісія 5 %)', tie: '8 до 1', 'player-pair': '11 до 1', 'banker-pair': '11 до 1' },
  betsLabel: 'Ставки',
  player: 'Гравець',
  banker: 'Банкір',
  total: 'Очки {total}',
  chipsOn: 'фішок: {chips}',
  onTable: 'Сума ставок',
  winners: { player: 'Переміг гравець', banker: 'Переміг банкір', tie: 'Нічия' },
  pair: 'пара',
  score: 'Гравець {player} · Банкір {banker}',
  history: 'Останні роздачі',
  noHistory: 'Роздач ще не було',
  rules: 'Вісім колод, перемішуються кожну роздачу · третя карта за таблицею · у разі нічиєї ставки на гравця й банкіра повертаються',
  rtpTitle: 'Повернення за ставками',
  rtpNote: 'точно, перебором черевика',
  maxWin: 'Найбільший виграш',
  verifiedOk: 'Раунд {id} перевірено: сервер повторив його за розкритим сідом.',
  verifiedBad: 'Раунд {id} не пройшов перевірку.',
  errors: { no_bets: 'Покладіть хоча б одну фішку.', invalid_params: 'Такої ставки на цьому столі немає.' },
};

const TEXTS: Readonly<Record<FrameLanguage, BaccaratTexts>> = { en, ru, es, pt, tr, uk };

export const baccaratTexts = (lng: FrameLanguage): BaccaratTexts => TEXTS[lng];

import type { CasinoWhence } from '@betting/contracts';
import { texts, type Texts } from './languages';

export interface DemoCategory {
  readonly id: number;
  readonly slug: string;
  /** The site path after `/{lng}/` (a route of libs/routing's casino table). */
  readonly route: string;
  /** The pages whose lobby and preview show this category, in `id` order. */
  readonly pages: readonly CasinoWhence[];
  readonly gamesOrder: 'popular' | 'new';
  readonly title: Texts;
}

const category = (id: number, slug: string, route: string, pages: readonly CasinoWhence[], title: Texts, gamesOrder: 'popular' | 'new' = 'popular'): DemoCategory => ({
  id,
  slug,
  route,
  pages,
  gamesOrder,
  title,
});

/** Sections of the casino; titles match the web's route titles where a route has one. Sorted by `id`. */
export const DEMO_CATEGORIES = [
  category(1, 'popular', 'casino/popular', ['home', 'lobby', 'casino', 'slots'], texts('Popular', 'Популярные', 'Populares', 'Populares', 'Popüler', 'Популярні')),
  category(2, 'new', 'casino/new', ['home', 'lobby', 'casino', 'slots'], texts('New', 'Новинки', 'Novedades', 'Novidades', 'Yeni', 'Новинки'), 'new'),
  category(3, 'slots', 'slots', ['lobby', 'casino'], texts('Slots', 'Слоты', 'Tragamonedas', 'Caça-níqueis', 'Slot oyunları', 'Слоти')),
  category(4, 'live-casino', 'live-casino', ['home', 'lobby', 'casino'], texts('Live casino', 'Живое казино', 'Casino en vivo', 'Cassino ao vivo', 'Canlı casino', 'Живе казино')),
  category(5, 'crash-games', 'crash-games', ['home', 'lobby'], texts('Crash games', 'Краш-игры', 'Juegos crash', 'Jogos crash', 'Crash oyunları', 'Краш-ігри')),
  category(6, 'fast-games', 'fast-games', ['lobby'], texts('Fast games', 'Быстрые игры', 'Juegos rápidos', 'Jogos rápidos', 'Hızlı oyunlar', 'Швидкі ігри')),
  category(7, 'jackpot', 'casino/jackpot', ['lobby', 'casino', 'slots'], texts('Jackpots', 'Джекпоты', 'Botes', 'Jackpots', 'Jackpotlar', 'Джекпоти')),
  category(8, 'table-games', 'casino/table-games', ['lobby', 'casino'], texts('Table games', 'Настольные игры', 'Juegos de mesa', 'Jogos de mesa', 'Masa oyunları', 'Настільні ігри')),
  category(9, 'card-games', 'card-games', ['lobby'], texts('Card games', 'Карточные игры', 'Juegos de cartas', 'Jogos de cartas', 'Kart oyunları', 'Карткові ігри')),
  category(10, 'scratchcards', 'scratchcards', ['lobby'], texts('Scratch cards', 'Скретч-карты', 'Rasca y gana', 'Raspadinhas', 'Kazı kazan', 'Скретч-картки')),
  category(11, 'fishinghunting', 'fishinghunting', ['lobby'], texts('Fishing and hunting', 'Рыбалка и охота', 'Pesca y caza', 'Pesca e caça', 'Balıkçılık ve avcılık', 'Риболовля та полювання')),
  category(12, 'asian-games', 'asian-games', ['lobby'], texts('Asian games', 'Азиатские игры', 'Juegos asiáticos', 'Jogos asiáticos', 'Asya oyunları', 'Азійські ігри')),
  category(13, 'skill-games', 'skill-games', [], texts('Skill games', 'Игры на мастерство', 'Juegos de habilidad', 'Jogos de habilidade', 'Beceri oyunları', 'Ігри на майстерність')),
  category(14, 'tvgames', 'tvgames', ['lobby'], texts('TV games', 'ТВ-игры', 'Juegos de TV', 'Jogos de TV', 'TV oyunları', 'ТБ-ігри')),
  category(15, 'virtualsports', 'virtualsports', ['lobby'], texts('Virtual sports', 'Виртуальный спорт', 'Deportes virtuales', 'Esportes virtuais', 'Sanal sporlar', 'Віртуальний спорт')),
  category(16, 'othergames', 'othergames', [], texts('Other games', 'Другие игры', 'Otros juegos', 'Outros jogos', 'Diğer oyunlar', 'Інші ігри')),
  category(17, 'keno', 'keno', [], texts('Keno', 'Кено', 'Keno', 'Keno', 'Keno', 'Кено')),
  category(18, 'bingo', 'bingo', [], texts('Bingo', 'Бинго', 'Bingo', 'Bingo', 'Tombala', 'Бінго')),
  category(19, 'poker', 'poker', [], texts('Poker', 'Покер', 'Póker', 'Pôquer', 'Poker', 'Покер')),
  category(20, 'fruit-slots', 'slots/fruits', ['slots'], texts('Fruit slots', 'Фруктовые слоты', 'Tragamonedas de frutas', 'Caça-níqueis de frutas', 'Meyve slotları', 'Фруктові слоти')),
  category(21, 'book-slots', 'slots/books', ['slots'], texts('Book slots', 'Слоты с книгами', 'Tragamonedas de libros', 'Caça-níqueis de livros', 'Kitap slotları', 'Слоти з книгами')),
  category(22, 'multiways', 'slots/multiways', ['slots'], texts('Multiways', 'Слоты Multiways', 'Multiways', 'Multiways', 'Multiways', 'Слоти Multiways')),
  category(23, 'hold-and-win', 'slots/hold-and-win', ['slots'], texts('Hold and win', 'Слоты Hold and Win', 'Hold and Win', 'Hold and Win', 'Hold and Win', 'Слоти Hold and Win')),
  category(24, 'live-roulette', 'live-casino/roulette', ['live-casino'], texts('Live roulette', 'Живая рулетка', 'Ruleta en vivo', 'Roleta ao vivo', 'Canlı rulet', 'Жива рулетка')),
  category(25, 'live-blackjack', 'live-casino/blackjack', ['live-casino'], texts('Live blackjack', 'Живой блэкджек', 'Blackjack en vivo', 'Blackjack ao vivo', 'Canlı blackjack', 'Живий блекджек')),
  category(26, 'live-baccarat', 'live-casino/baccarat', ['live-casino'], texts('Live baccarat', 'Живое баккара', 'Baccarat en vivo', 'Bacará ao vivo', 'Canlı bakara', 'Живе баккара')),
  category(27, 'game-shows', 'live-casino/game-shows', ['live-casino'], texts('Game shows', 'Игровые шоу', 'Concursos en vivo', 'Game shows', 'Oyun şovları', 'Ігрові шоу')),
] as const satisfies readonly DemoCategory[];

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

const BY_SLUG: ReadonlyMap<string, DemoCategory> = new Map(DEMO_CATEGORIES.map((item) => [item.slug, item]));

export function categoryId(slug: DemoCategorySlug): number {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`no demo category ${slug}`);
  return found.id;
}

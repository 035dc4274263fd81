import { texts, type Texts } from './languages';

export interface DemoAction {
  readonly id: number;
  readonly slug: string;
  readonly name: Texts;
}

/** The casino's current promotions (spec §7 "Actions list"), in the order the site lists them. */
export const DEMO_ACTIONS: readonly DemoAction[] = [
  {
    id: 1,
    slug: 'welcome-pack',
    name: texts(
      'Welcome pack: 100% bonus + 150 free spins',
      'Приветственный пакет: бонус 100% + 150 фриспинов',
      'Paquete de bienvenida: bono del 100% + 150 giros gratis',
      'Pacote de boas-vindas: bônus de 100% + 150 rodadas grátis',
      'Hoş geldin paketi: %100 bonus + 150 bedava dönüş',
      'Вітальний пакет: бонус 100% + 150 фріспінів',
    ),
  },
  {
    id: 2,
    slug: 'weekly-cashback',
    name: texts('Weekly cashback up to 10%', 'Еженедельный кешбэк до 10%', 'Reembolso semanal de hasta el 10%', 'Cashback semanal de até 10%', "%10'a varan haftalık nakit iade", 'Щотижневий кешбек до 10%'),
  },
  {
    id: 3,
    slug: 'daily-drops',
    name: texts('Daily prize drops', 'Ежедневные призовые раздачи', 'Premios sorpresa cada día', 'Prêmios surpresa todos os dias', 'Her gün sürpriz ödüller', 'Щоденні призові роздачі'),
  },
  {
    id: 4,
    slug: 'slot-tournament',
    name: texts('Slot tournament of the week', 'Турнир недели по слотам', 'Torneo de tragamonedas de la semana', 'Torneio de caça-níqueis da semana', 'Haftanın slot turnuvası', 'Турнір тижня зі слотів'),
  },
  {
    id: 5,
    slug: 'crash-race',
    name: texts(
      'Crash race: climb the leaderboard',
      'Краш-гонка: поднимитесь в таблице лидеров',
      'Carrera crash: sube en la clasificación',
      'Corrida crash: suba no ranking',
      'Crash yarışı: liderlik tablosunda yüksel',
      'Краш-перегони: підніміться в таблиці лідерів',
    ),
  },
  {
    id: 6,
    slug: 'free-spins-friday',
    name: texts('Free spins Friday', 'Пятница фриспинов', 'Viernes de giros gratis', 'Sexta-feira de rodadas grátis', 'Bedava dönüş cuması', 'Пʼятниця фріспінів'),
  },
  {
    id: 7,
    slug: 'live-table-race',
    name: texts('Live casino table race', 'Гонка за столами живого казино', 'Carrera de mesas del casino en vivo', 'Corrida de mesas do cassino ao vivo', 'Canlı casino masa yarışı', 'Перегони за столами живого казино'),
  },
];

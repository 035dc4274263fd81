import type { BonusGame, BonusPartner, BonusRuleSection } from '@betting/contracts';
import type { Queryable } from '../../db/database';

interface GameRow {
  id: string;
  name: string;
  provider: string;
  kind: BonusGame['kind'];
  contribution_percent: number;
}
const toGame = (row: GameRow): BonusGame => ({ id: row.id, name: row.name, provider: row.provider, kind: row.kind, contribution_percent: row.contribution_percent });

/** The games an offer is wagered on, in catalogue order. */
export async function gamesOfOffer(db: Queryable, offerId: string): Promise<BonusGame[]> {
  const rows = await db.query<GameRow>(
    `select g.id, g.name, g.provider, g.kind, g.contribution_percent from bonus_offer_games og join bonus_games g on g.id = og.game_id
      where og.offer_id = $1 order by g.position, g.id`,
    [offerId],
  );
  return rows.map(toGame);
}

/** Every bonus game with the active offers it serves. */
export async function bonusGames(db: Queryable): Promise<Array<BonusGame & { offer_ids: string[] }>> {
  const games = await db.query<GameRow>('select id, name, provider, kind, contribution_percent from bonus_games order by position, id');
  const links = await db.query<{ game_id: string; offer_id: string }>(
    'select og.game_id, og.offer_id from bonus_offer_games og join bonus_offers o on o.id = og.offer_id where o.active order by o.position, o.id',
  );
  return games.map((row) => ({ ...toGame(row), offer_ids: links.filter((link) => link.game_id === row.id).map((link) => link.offer_id) }));
}

/** A partner in a language (English where that language has none). */
export async function partnerById(db: Queryable, id: string, lng: string): Promise<BonusPartner | null> {
  const [row] = await db.query<{ id: string; url: string | null; name: string; description: string }>(
    `select p.id, p.url, coalesce(t.name, e.name) as name, coalesce(t.description, e.description) as description
       from bonus_partners p join bonus_partner_texts e on e.partner_id = p.id and e.lng = 'en'
       left join bonus_partner_texts t on t.partner_id = p.id and t.lng = $1
      where p.id = $2`,
    [lng, id],
  );
  return row ? { id: row.id, name: row.name, description: row.description, url: row.url } : null;
}

/** The general bonus rules in a language, section by section (English sections where that language has none). */
export async function ruleSections(db: Queryable, lng: string): Promise<BonusRuleSection[]> {
  const rows = await db.query<{ id: string; title: string; body: string }>(
    `select e.id, coalesce(t.title, e.title) as title, coalesce(t.body, e.body) as body
       from bonus_rule_sections e left join bonus_rule_sections t on t.id = e.id and t.lng = $1
      where e.lng = 'en' order by e.position, e.id`,
    [lng],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, text: row.body }));
}

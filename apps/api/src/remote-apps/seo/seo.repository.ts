import type { Queryable } from '../../db/database';

/** One row of `seo_rules`: what the operator set for a route or one exact path, in one language or all. */
export interface SeoRule {
  readonly id: number;
  readonly routeId: string | null;
  /** After `/{lng}/`: `information/rules/2` (`''` is the language root). */
  readonly path: string | null;
  readonly lang: string | null;
  readonly title: string | null;
  readonly description: string | null;
  readonly siteName: string | null;
  readonly metaRobots: string | null;
  readonly hierarchyMetaRobots: string | null;
  readonly metas: unknown;
  readonly canonicalMode: 'url' | 'mirror' | null;
  readonly canonicalValue: string | null;
  readonly h1: string | null;
  readonly imagePath: string | null;
  readonly imageAlt: string | null;
  readonly contentStyle: string | null;
  readonly contentStyles: unknown;
  readonly contentBlocks: unknown;
}

interface SeoRuleRow {
  id: number;
  route_id: string | null;
  path: string | null;
  lang: string | null;
  title: string | null;
  description: string | null;
  site_name: string | null;
  meta_robots: string | null;
  hierarchy_meta_robots: string | null;
  metas: unknown;
  canonical_mode: 'url' | 'mirror' | null;
  canonical_value: string | null;
  h1: string | null;
  image_path: string | null;
  image_alt: string | null;
  content_style: string | null;
  content_styles: unknown;
  content_blocks: unknown;
}

const COLUMNS =
  'id, route_id, path, lang, title, description, site_name, meta_robots, hierarchy_meta_robots, metas, canonical_mode, canonical_value, h1, image_path, image_alt, content_style, content_styles, content_blocks';

function toRule(row: SeoRuleRow): SeoRule {
  return {
    id: row.id,
    routeId: row.route_id,
    path: row.path,
    lang: row.lang?.trim() ?? null,
    title: row.title,
    description: row.description,
    siteName: row.site_name,
    metaRobots: row.meta_robots,
    hierarchyMetaRobots: row.hierarchy_meta_robots,
    metas: row.metas,
    canonicalMode: row.canonical_mode,
    canonicalValue: row.canonical_value,
    h1: row.h1,
    imagePath: row.image_path,
    imageAlt: row.image_alt,
    contentStyle: row.content_style,
    contentStyles: row.content_styles,
    contentBlocks: row.content_blocks,
  };
}

/** The rules for any of these paths or routes, in `lang` or in every language. */
export async function findSeoRules(db: Queryable, target: { paths: readonly string[]; routeIds: readonly string[]; lang: string }): Promise<SeoRule[]> {
  const rows = await db.query<SeoRuleRow>(
    `select ${COLUMNS} from seo_rules
      where (path = any($1::text[]) or route_id = any($2::text[])) and (lang is null or lang::text = $3)`,
    [target.paths, target.routeIds, target.lang],
  );
  return rows.map(toRule);
}

export type SeoRuleInput = Partial<Omit<SeoRule, 'id' | 'routeId' | 'path' | 'lang'>> & {
  readonly routeId?: string | null;
  readonly path?: string | null;
  readonly lang?: string | null;
};

const JSON_FIELDS = new Set(['metas', 'contentStyles', 'contentBlocks']);
const FIELD_COLUMNS: Record<string, string> = {
  title: 'title',
  description: 'description',
  siteName: 'site_name',
  metaRobots: 'meta_robots',
  hierarchyMetaRobots: 'hierarchy_meta_robots',
  metas: 'metas',
  canonicalMode: 'canonical_mode',
  canonicalValue: 'canonical_value',
  h1: 'h1',
  imagePath: 'image_path',
  imageAlt: 'image_alt',
  contentStyle: 'content_style',
  contentStyles: 'content_styles',
  contentBlocks: 'content_blocks',
};

/** Writes the rule for a target (route or path, and language), replacing the fields given. Returns its id. */
export async function upsertSeoRule(db: Queryable, input: SeoRuleInput): Promise<number> {
  const fields = Object.entries(input).filter(([name, value]) => name in FIELD_COLUMNS && value !== undefined);
  const columns = ['route_id', 'path', 'lang', ...fields.map(([name]) => FIELD_COLUMNS[name] ?? name)];
  const values = [input.routeId ?? null, input.path ?? null, input.lang ?? null, ...fields.map(([name, value]) => (JSON_FIELDS.has(name) && value !== null ? JSON.stringify(value) : value))];
  const updates = fields.map(([name]) => `${FIELD_COLUMNS[name] ?? name} = excluded.${FIELD_COLUMNS[name] ?? name}`);
  const [row] = await db.query<{ id: number }>(
    `insert into seo_rules (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     on conflict (coalesce(route_id, ''), coalesce(path, '~'), coalesce(lang, '~'))
     do update set ${[...updates, 'updated_at = now()'].join(', ')}
     returning id`,
    values,
  );
  if (!row) throw new Error('seo rule not written');
  return row.id;
}

export interface SeoSportRow {
  readonly nameEng: string;
  readonly lang: string;
  readonly name: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
}

/** The sports map in the best language each sport has (`languages`, best first). */
export async function listSeoSports(db: Queryable, languages: readonly string[], nameEng: string | undefined): Promise<SeoSportRow[]> {
  const rows = await db.query<{ name_eng: string; lang: string; name: string; slug: string; title: string; description: string }>(
    `select * from (
       select distinct on (s.name_eng) s.name_eng, s.lang, s.name, s.slug, s.title, s.description, s.position
         from seo_sports s
        where s.lang::text = any($1::text[]) and ($2::text is null or lower(s.name_eng) = lower($2::text))
        order by s.name_eng, array_position($1::text[], s.lang::text)
     ) best order by position, name_eng`,
    [languages, nameEng ?? null],
  );
  return rows.map((row) => ({ nameEng: row.name_eng, lang: row.lang.trim(), name: row.name, slug: row.slug, title: row.title, description: row.description }));
}

export interface SeoBlogEntityRow {
  readonly entityType: 'article' | 'category' | 'tag';
  readonly identifier: string;
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  readonly metaRobots: string | null;
  readonly contentBlocks: unknown;
}

/** The blog entity for a project on a domain: the domain's own row, else the row for every domain. */
export async function findSeoBlogEntity(
  db: Queryable,
  key: { projectId: number; domain: string; entityType: string; identifier: string },
): Promise<SeoBlogEntityRow | undefined> {
  const [row] = await db.query<{
    entity_type: 'article' | 'category' | 'tag';
    identifier: string;
    lang: string;
    title: string;
    description: string;
    h1: string;
    meta_robots: string | null;
    content_blocks: unknown;
  }>(
    `select entity_type, identifier, lang, title, description, h1, meta_robots, content_blocks
       from seo_blog_entities
      where project_id = $1 and entity_type = $3 and identifier = $4 and (domain is null or domain = lower($2))
      order by domain nulls last
      limit 1`,
    [key.projectId, key.domain, key.entityType, key.identifier],
  );
  return row
    ? { entityType: row.entity_type, identifier: row.identifier, lang: row.lang.trim(), title: row.title, description: row.description, h1: row.h1, metaRobots: row.meta_robots, contentBlocks: row.content_blocks }
    : undefined;
}

import type { Queryable } from '../../db/database';

export type ConfigGroups = Record<string, Record<string, unknown>>;

/**
 * The asked groups' keys and values (`config_group_values`): a row in `lang` wins over the row for every language.
 * Every asked group is in the answer, `{}` when the site has none by that name.
 */
export async function loadConfigGroups(db: Queryable, names: readonly string[], lang: string | undefined): Promise<ConfigGroups> {
  const groups: ConfigGroups = Object.fromEntries(names.map((name) => [name, {}]));
  if (names.length === 0) return groups;
  const rows = await db.query<{ group_name: string; key: string; lang: string | null; value: unknown }>(
    `select group_name, key, lang, value from config_group_values
      where group_name = any($1::text[]) and (lang is null or lang::text = $2)
      order by group_name, key, lang nulls first`,
    [names, lang ?? null],
  );
  // Ordered with the all-languages row first, so the language's own row, when there is one, is written last.
  for (const row of rows) {
    const group = groups[row.group_name];
    if (group) group[row.key] = row.value;
  }
  return groups;
}

/** One group (`{}` when absent). */
export async function loadConfigGroup(db: Queryable, name: string, lang: string | undefined): Promise<Record<string, unknown>> {
  return (await loadConfigGroups(db, [name], lang))[name] ?? {};
}

export async function setConfigGroupValue(db: Queryable, input: { group: string; key: string; lang: string | null; value: unknown }): Promise<void> {
  await db.query(
    `insert into config_group_values (group_name, key, lang, value) values ($1, $2, $3, $4)
     on conflict (group_name, key, coalesce(lang, '~')) do update set value = excluded.value`,
    [input.group, input.key, input.lang, JSON.stringify(input.value)],
  );
}

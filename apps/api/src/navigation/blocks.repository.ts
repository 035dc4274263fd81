import type { BlockCheckBody, BlockResult } from '@betting/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { isPathPattern } from './rules/path-pattern';
import { matchBlock, type BlockAudience, type BlockRule } from './rules/blocks';

export const BlockRuleInputSchema = z.object({
  /** null blocks the whole site. */
  urlPrefix: z.string().refine(isPathPattern, 'a path pattern: /…, {lng} only as the first segment, no query').nullable(),
  appliesTo: z.enum(['all', 'guests', 'users']).default('all'),
  displayTypeId: z.int().nonnegative(),
  templateTypeId: z.int().nonnegative(),
  note: z.string().default(''),
  /** Off unless said otherwise: a rule written by mistake blocks no one. */
  active: z.boolean().default(false),
});
export type BlockRuleInput = z.input<typeof BlockRuleInputSchema>;

/** Writes one block rule after checking it. Returns its id. */
export async function insertBlockRule(db: Queryable, input: BlockRuleInput): Promise<number> {
  const rule = BlockRuleInputSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    'insert into block_rules (url_prefix, applies_to, display_type_id, template_type_id, note, active) values ($1, $2, $3, $4, $5, $6) returning id',
    [rule.urlPrefix, rule.appliesTo, rule.displayTypeId, rule.templateTypeId, rule.note, rule.active],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  return id;
}

interface BlockRuleRow {
  id: number;
  url_prefix: string | null;
  applies_to: BlockAudience;
  display_type_id: number;
  template_type_id: number;
}

/** The active rules; a prefix edited by hand into something that is not a path pattern is skipped. */
export async function listActiveBlockRules(db: Queryable, onInvalid?: (id: number, problem: string) => void): Promise<BlockRule[]> {
  const rows = await db.query<BlockRuleRow>('select id, url_prefix, applies_to, display_type_id, template_type_id from block_rules where active order by id');
  const rules: BlockRule[] = [];
  for (const row of rows) {
    if (row.url_prefix !== null && !isPathPattern(row.url_prefix)) {
      onInvalid?.(row.id, `url_prefix ${JSON.stringify(row.url_prefix)} is not a path pattern`);
      continue;
    }
    rules.push({ id: row.id, urlPrefix: row.url_prefix, appliesTo: row.applies_to, displayTypeId: row.display_type_id, templateTypeId: row.template_type_id });
  }
  return rules;
}

/** The blocks service: the answer of `POST /blocks-api/api/v2/block`. */
export async function checkBlock(db: Queryable, request: BlockCheckBody): Promise<BlockResult> {
  return checkBlockFrom(() => listActiveBlockRules(db), request);
}

/** As checkBlock, with the active rules from `rules` (the table or its cache). */
export async function checkBlockFrom(rules: () => Promise<readonly BlockRule[]>, request: BlockCheckBody): Promise<BlockResult> {
  return matchBlock(await rules(), request);
}

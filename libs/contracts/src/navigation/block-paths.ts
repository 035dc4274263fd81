import type { BlockResult } from './blocks';

/**
 * The block check's path, cookie and "not blocked" answer, apart from their schemas: the browser's first JavaScript
 * names them without pulling zod along.
 */

/** POST /blocks-api/api/v2/block: is this visitor blocked on this URL, and with which page? */
export const BlockCheckPath = '/blocks-api/api/v2/block';

/**
 * The cookie that lets a tester through a geo block: with value `1` a block with template type 1 is ignored
 * (spec §4 Blocking). The spec does not name it; this is our name.
 */
export const FORCE_GEO_OFF_COOKIE = 'force_geo_off';

export const NOT_BLOCKED: BlockResult = { displayTypeId: 0, templateTypeId: 0 };

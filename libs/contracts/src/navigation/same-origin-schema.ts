import * as z from 'zod/mini';
import { isSameOriginPath } from './same-origin';

// Apart from the rule itself: the navigation decision in the browser's first JavaScript asks the rule without zod.

/** A same-origin path (and query), see `sameOriginPath`. */
export const SameOriginPathSchema = z.string().check(z.refine(isSameOriginPath, 'a same-origin path such as /en/promotions'));

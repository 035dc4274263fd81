import type { Contract } from '@farfetched/core';
import * as z from 'zod/mini';

/** farfetched's Contract over a zod 4 schema (@farfetched/zod still targets zod 3). */
export function zodContract<Schema extends z.ZodMiniType>(schema: Schema): Contract<unknown, z.infer<Schema>> {
  return {
    isData: (raw): raw is z.infer<Schema> => z.safeParse(schema, raw).success,
    getErrorMessages: (raw) => {
      const result = z.safeParse(schema, raw);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    },
  };
}

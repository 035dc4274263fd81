import type { Contract } from '@farfetched/core';
import type { z } from 'zod';

/** farfetched's Contract over a zod 4 schema (@farfetched/zod still targets zod 3). */
export function zodContract<Schema extends z.ZodType>(schema: Schema): Contract<unknown, z.infer<Schema>> {
  return {
    isData: (raw): raw is z.infer<Schema> => schema.safeParse(raw).success,
    getErrorMessages: (raw) => {
      const result = schema.safeParse(raw);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    },
  };
}

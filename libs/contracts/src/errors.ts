import { z } from 'zod';

/** Every refused call answers with this body: a stable code the web app translates, and a fallback message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Resolves in a task of its own: a long start split at these points lets the browser paint and answer a tap between
 * the parts, instead of holding the main thread for their sum.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));


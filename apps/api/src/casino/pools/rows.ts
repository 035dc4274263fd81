import { readSafeInteger } from '../../db/integers';

/** Readers for the engines' row values: bigint as number or string, json as text or parsed, timestamps as Date or text. */
export const int = (value: unknown, what?: string): number => readSafeInteger(value, what);
export const intOrNull = (value: unknown, what?: string): number | null => (value === null || value === undefined ? null : readSafeInteger(value, what));
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** The paging block of a list answer. */
export const pagingOf = (page: number, pageSize: number, total: number) => ({ pageNumber: page, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) });

import { ApiErrorSchema } from '@betting/contracts';

/** A refused or failed call: the server's error code (texts.errors), or `network`/`unknown`. */
export class BackofficeError extends Error {
  constructor(readonly code: string, readonly status: number) {
    super(code);
  }
}

interface Parser<T> {
  parse(value: unknown): T;
}

/** Calls the back-office API (the staff cookie goes with it) and checks the answer against its contract. */
export async function call<T>(schema: Parser<T>, url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    throw new BackofficeError('network', 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ApiErrorSchema.safeParse(payload);
    throw new BackofficeError(error.success ? error.data.error.code : 'unknown', response.status);
  }
  return schema.parse(payload);
}

/** `?a=1&b=2` of the defined, non-empty values ('' when none). */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** A date and time as staff read it: 2026-11-28 07:05 UTC (one time zone for the whole desk). */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A value of an audit record, short: its JSON on one line. */
export function formatValue(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

/** Integer minor units as a decimal amount with the currency's digits: 15000, 2 → "150.00" (exact: no float division). */
export function formatMinor(amount: number, digits: number): string {
  const negative = amount < 0;
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${negative ? '-' : ''}${grouped}${digits === 0 ? '' : `.${text.slice(-digits)}`}`;
}

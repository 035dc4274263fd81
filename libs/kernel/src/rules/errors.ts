/**
 * A refusal with a stable code. The web app translates `code` (with `params`) into the bettor's language;
 * `message` is a developer-facing fallback only. The API sends the same shape (see contracts' ApiError).
 */
export interface DomainError<Code extends string = string> {
  readonly code: Code;
  readonly message?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type KernelErrorCode =
  | 'money.invalid'
  | 'money.too_many_decimals'
  | 'money.negative'
  | 'money.out_of_range'
  | 'money.unknown_currency'
  | 'coef.invalid'
  | 'coef.out_of_range';

export type KernelError = DomainError<KernelErrorCode>;

export function domainError<Code extends string>(
  code: Code,
  message?: string,
  params?: Readonly<Record<string, string | number>>,
): DomainError<Code> {
  return {
    code,
    ...(message === undefined ? {} : { message }),
    ...(params === undefined ? {} : { params }),
  };
}

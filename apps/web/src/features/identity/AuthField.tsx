import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

interface AuthFieldProps extends InputProps {
  readonly id: string;
  readonly label: string;
  /** Shown under the input, e.g. a hint. */
  readonly children?: ReactNode;
}

/** A labelled input of the sign-in family's forms. */
export function AuthField({ id, label, children, ...input }: AuthFieldProps) {
  return (
    <div className="field auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {children}
    </div>
  );
}

interface DigitsFieldProps extends Omit<AuthFieldProps, 'onChange' | 'pattern' | 'maxLength' | 'inputMode' | 'value'> {
  readonly length: number;
  readonly value: string;
  readonly onDigits: (digits: string) => void;
}

/** A required field of exactly `length` digits (account IDs, codes); anything else typed is dropped. */
export function DigitsField({ length, onDigits, ...field }: DigitsFieldProps) {
  return <AuthField {...field} inputMode="numeric" required pattern={`\\d{${length}}`} maxLength={length} onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))} />;
}

export const CODE_LENGTH = 6;

/** The 6-digit code sent by SMS or e-mail. */
export function CodeField(props: { readonly id: string; readonly label: string; readonly value: string; readonly onDigits: (digits: string) => void }) {
  return <DigitsField {...props} length={CODE_LENGTH} autoComplete="one-time-code" />;
}

interface PasswordFieldProps extends Omit<AuthFieldProps, 'type' | 'required' | 'onChange' | 'value' | 'autoComplete'> {
  /** `new-password` for a password being chosen, `current-password` to sign in. */
  readonly autoComplete: 'new-password' | 'current-password';
  readonly value: string;
  readonly onPassword: (password: string) => void;
}

/** A required password input. */
export function PasswordField({ onPassword, ...field }: PasswordFieldProps) {
  return <AuthField {...field} type="password" required onChange={(event) => onPassword(event.target.value)} />;
}

/** Auth types (spec §3): how a person signs in. `email` also covers sign-in by account ID. */
export const AUTH_TYPES = ['email', 'phone_number', 'sms', 'login_password', 'phone_password', 'login_password_two_step_code'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export function isAuthType(value: unknown): value is AuthType {
  return typeof value === 'string' && (AUTH_TYPES as readonly string[]).includes(value);
}

export interface PhoneInput {
  /** The phone country's ISO code, lower-case (phone countries list `code`). */
  readonly countryCode: string | null;
  /** The national number as typed. */
  readonly number: string;
}

/** The auth form state of spec §3. */
export interface AuthFormState {
  readonly currentForm: AuthType;
  readonly login: string;
  readonly phone: PhoneInput;
  readonly phoneBySms: PhoneInput;
  readonly passwordLogin: string;
  readonly passwordPhone: string;
  readonly remember: boolean;
}

const EMPTY_PHONE: PhoneInput = { countryCode: null, number: '' };

export const INITIAL_AUTH_FORM: AuthFormState = {
  currentForm: 'email',
  login: '',
  phone: EMPTY_PHONE,
  phoneBySms: EMPTY_PHONE,
  passwordLogin: '',
  passwordPhone: '',
  remember: false,
};

export type AuthFormAction =
  | { readonly type: 'formSwitched'; readonly form: AuthType }
  | { readonly type: 'loginChanged'; readonly login: string }
  | { readonly type: 'phoneChanged'; readonly phone: PhoneInput }
  | { readonly type: 'phoneBySmsChanged'; readonly phone: PhoneInput }
  | { readonly type: 'passwordLoginChanged'; readonly password: string }
  | { readonly type: 'passwordPhoneChanged'; readonly password: string }
  | { readonly type: 'rememberChanged'; readonly remember: boolean }
  /** A sign-in succeeded: passwords are forgotten; the login, phones and the remember choice stay for next time. */
  | { readonly type: 'signInSucceeded' }
  | { readonly type: 'reset' };

export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'formSwitched':
      return state.currentForm === action.form ? state : { ...state, currentForm: action.form };
    case 'loginChanged':
      return { ...state, login: action.login };
    case 'phoneChanged':
      return { ...state, phone: action.phone };
    case 'phoneBySmsChanged':
      return { ...state, phoneBySms: action.phone };
    case 'passwordLoginChanged':
      return { ...state, passwordLogin: action.password };
    case 'passwordPhoneChanged':
      return { ...state, passwordPhone: action.password };
    case 'rememberChanged':
      return { ...state, remember: action.remember };
    case 'signInSucceeded':
      return { ...state, passwordLogin: '', passwordPhone: '' };
    case 'reset':
      return INITIAL_AUTH_FORM;
  }
}

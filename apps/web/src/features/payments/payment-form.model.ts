import {
  CreatePaymentResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  PaymentErrorCodeSchema,
  PaymentMethodsResponseSchema,
  PaymentsPaths,
  type CreateDepositBody,
  type CreateWithdrawalBody,
  type PaymentKind,
  type PaymentMethod,
} from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest, failureCode, isApiFailure } from '../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../shared/api/money-call';

/** Why a payment was refused: the API's code (or a client one) and its numbers, for `payments.errors.<code>`. */
export interface PaymentRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}
const KNOWN_CODES: ReadonlySet<string> = new Set([...PaymentErrorCodeSchema.options, 'network_error', 'invalid_amount', 'unknown_error']);

export function paymentRefusalOf(error: unknown): PaymentRefusal {
  const code = failureCode(error);
  const params = isApiFailure(error) && error.kind === 'http' ? (error.error?.params ?? {}) : {};
  return { code: KNOWN_CODES.has(code) ? code : 'unknown_error', params };
}

export interface PaymentSubmission {
  readonly kind: PaymentKind;
  readonly body: CreateDepositBody | CreateWithdrawalBody;
}

/**
 * The deposit and withdrawal forms: the methods of the account's currency, then the payment, after which the browser
 * goes to the provider's page (the money moves only when the provider confirms it to the API).
 */
export function createPaymentFormModel() {
  const formOpened = createEvent<string>();
  const submitted = createEvent<PaymentSubmission>();
  const refusedLocally = createEvent<PaymentRefusal>();

  const loadMethodsFx = createEffect((currency: string) => apiRequest({ method: 'GET', path: PaymentsPaths.methods, query: { currency }, schema: PaymentMethodsResponseSchema }));
  // The key is kept until the payment is answered: sending it again after a lost answer cannot pay twice.
  const createPayment = createMoneyCall({
    name: 'payments.create',
    send: ({ kind, body, idempotencyKey }: Keyed<PaymentSubmission>) =>
      apiRequest({
        method: 'POST',
        path: kind === 'deposit' ? PaymentsPaths.deposits : PaymentsPaths.withdrawals,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        schema: CreatePaymentResponseSchema,
      }),
  });
  const createPaymentFx = createPayment.sendFx;
  const goToProviderFx = createEffect((url: string) => window.location.assign(url));

  const $methods = createStore<readonly PaymentMethod[]>([])
    .on(loadMethodsFx.doneData, (_, answer) => answer.methods)
    .reset(formOpened);
  const $methodsFailed = createStore(false)
    .on(loadMethodsFx.fail, () => true)
    .reset(loadMethodsFx);
  const $refusal = createStore<PaymentRefusal | null>(null)
    .on(createPaymentFx.failData, (_, error) => paymentRefusalOf(error))
    .on(refusedLocally, (_, refusal) => refusal)
    .reset(submitted, formOpened);
  /** From the click until the browser has left for the provider's page. */
  const $leaving = createStore(false)
    .on(createPaymentFx.done, () => true)
    .reset(formOpened);

  sample({ clock: formOpened, target: loadMethodsFx });
  sample({ clock: submitted, filter: createPayment.$busy.map((busy) => !busy), target: createPayment.call });
  sample({ clock: createPaymentFx.doneData, fn: (answer) => answer.redirectUrl, target: goToProviderFx });

  return { formOpened, submitted, refusedLocally, $methods, $methodsFailed, $refusal, $leaving, $pending: createPayment.$busy, __: { loadMethodsFx, createPaymentFx, goToProviderFx, $makeKey: createPayment.$makeKey } };
}

export type PaymentFormModel = ReturnType<typeof createPaymentFormModel>;
export const depositForm = createPaymentFormModel();
export const withdrawalForm = createPaymentFormModel();

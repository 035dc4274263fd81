import type { PaymentKind, PaymentStatus } from '@betting/contracts';

/** Where the provider sends the browser back after each outcome (absolute URLs of `/{lng}/onpay/…`). */
export interface ReturnUrls {
  readonly success: string;
  readonly fail: string;
  readonly pending: string;
  readonly cancel: string;
}

export interface CheckoutRequest {
  /** Our payment id: the provider's merchant reference, echoed in its notifications. */
  readonly paymentId: number;
  /** Positive minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  /** The language of the hosted page. */
  readonly lng: string;
  /** One line the hosted page shows ("Deposit to account 7"). */
  readonly description: string;
  readonly returnUrls: ReturnUrls;
  /** Where the provider posts its signed notifications (the API's own public URL). */
  readonly callbackUrl: string;
}

export interface PayoutRequest extends CheckoutRequest {
  /** The card number or wallet id to pay out to, as the person typed it (the provider keeps it masked). */
  readonly destination: string;
}

/** A hosted page opened at the provider. Creating one twice for one payment id answers the same page. */
export interface ProviderSession {
  readonly providerRef: string;
  readonly redirectUrl: string;
}

/** A provider's notification, verified and read into our terms. */
export interface ProviderEvent {
  readonly eventId: string;
  readonly providerRef: string;
  readonly paymentId: number;
  readonly kind: PaymentKind;
  readonly status: PaymentStatus;
  readonly amount: number;
  readonly currency: string;
}

export type CallbackRefusal = 'invalid_signature' | 'stale_timestamp' | 'invalid_request';
export type CallbackVerification = { readonly ok: true; readonly event: ProviderEvent } | { readonly ok: false; readonly refusal: CallbackRefusal };

export interface SignedCallback {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received: the signature covers these bytes. */
  readonly rawBody: string;
  /** The server's clock, milliseconds. */
  readonly now: number;
}

/**
 * A payment provider as the site uses it: open a hosted checkout (deposit) or payout (withdrawal) page, and verify
 * and read a notification. The money moves only on a verified notification (see settle-payment.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<ProviderSession>;
  createPayout(request: PayoutRequest): Promise<ProviderSession>;
  verifyCallback(callback: SignedCallback): CallbackVerification;
}

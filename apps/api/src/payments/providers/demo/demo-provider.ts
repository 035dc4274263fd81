import { DEMO_PAY_SIGNATURE_HEADER, DemoPayEventSchema, demoPayCheckoutPath, demoPayPayoutPath } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Database } from '../../../db/database';
import { maskDestination } from '../../destination';
import type { CallbackVerification, CheckoutRequest, PaymentProvider, ProviderSession, SignedCallback } from '../payment-provider';
import { openDemoSession, type DemoSessionKind } from './sessions.repository';
import { verifyDemoPaySignature } from './signature';

export const DEMO_PROVIDER = 'demo';

export interface DemoProviderDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly secret: string;
  /** Where the provider's pages live; unset, on the origin the site returns to (this server serves both). */
  readonly baseUrl?: string | undefined;
}

function headerValue(headers: SignedCallback['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The site's side of the demo provider, as it would be for a real one: opening a page is a call to the provider
 * (here in-process, into its own tables), and its notifications are checked with the shared secret.
 */
export function demoPayProvider(deps: DemoProviderDeps): PaymentProvider {
  async function open(kind: DemoSessionKind, request: CheckoutRequest, destination: string | null): Promise<ProviderSession> {
    const session = await openDemoSession(
      deps.db,
      {
        kind,
        merchantRef: String(request.paymentId),
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        destination,
        lng: request.lng,
        returnUrls: request.returnUrls,
        callbackUrl: request.callbackUrl,
      },
      new Date(deps.clock.now()),
    );
    const base = deps.baseUrl ?? new URL(request.returnUrls.success).origin;
    const path = kind === 'checkout' ? demoPayCheckoutPath(session.token) : demoPayPayoutPath(session.token);
    return { providerRef: session.providerRef, redirectUrl: new URL(path, base).toString() };
  }

  return {
    name: DEMO_PROVIDER,
    createCheckout: (request) => open('checkout', request, null),
    createPayout: (request) => open('payout', request, maskDestination(/^\d+$/.test(request.destination) ? 'card' : 'wallet', request.destination)),
    verifyCallback(callback): CallbackVerification {
      const check = verifyDemoPaySignature(deps.secret, headerValue(callback.headers, DEMO_PAY_SIGNATURE_HEADER), callback.rawBody, callback.now);
      if (check !== 'valid') return { ok: false, refusal: check };
      let json: unknown;
      try {
        json = JSON.parse(callback.rawBody);
      } catch {
        return { ok: false, refusal: 'invalid_request' };
      }
      const parsed = DemoPayEventSchema.safeParse(json);
      if (!parsed.success) return { ok: false, refusal: 'invalid_request' };
      const { eventId, payment } = parsed.data;
      return {
        ok: true,
        event: {
          eventId,
          providerRef: payment.providerRef,
          paymentId: Number(payment.merchantRef),
          kind: payment.kind === 'checkout' ? 'deposit' : 'withdrawal',
          status: payment.status,
          amount: payment.amount,
          currency: payment.currency,
        },
      };
    },
  };
}

import { paymentCallbackPath, type PaymentKind } from '@betting/contracts';
import { pathFor } from '@betting/routing';
import type { FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { siteOriginOf } from '../security/site-origin';
import type { ReturnUrls } from './providers/payment-provider';

/** Where a payment's browser returns to and where its provider notifies us. */
export interface PaymentLinks {
  /** The site's origin: PUBLIC_URL, else an allowed host (see security/site-origin.ts), never one the request made up. */
  readonly siteOrigin: string;
  /** The API's origin for provider notifications: PAYMENTS_CALLBACK_URL, else the address this server listens on. */
  readonly callbackOrigin: string;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function listeningOrigin(request: FastifyRequest): string | undefined {
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export function paymentLinksOf(
  request: FastifyRequest,
  configured: { readonly publicUrl?: string | undefined; readonly allowedHosts?: readonly string[] | undefined; readonly callbackUrl?: string | undefined },
): PaymentLinks {
  const siteOrigin = siteOriginOf(request, configured);
  const callbackOrigin = withoutTrailingSlash(configured.callbackUrl ?? listeningOrigin(request) ?? siteOrigin);
  return { siteOrigin, callbackOrigin };
}

/** `/{lng}/onpay/{outcome}` for deposits, `/{lng}/onpay/withdraw/{outcome}` for withdrawals, on the site's origin. */
export function returnUrlsFor(links: PaymentLinks, kind: PaymentKind, lng: string): ReturnUrls {
  const url = (outcome: 'success' | 'fail' | 'pending' | 'cancel') =>
    `${links.siteOrigin}${pathFor(kind === 'deposit' ? `onpay.${outcome}` : `onpay.withdraw.${outcome}`, {}, lng)}`;
  return { success: url('success'), fail: url('fail'), pending: url('pending'), cancel: url('cancel') };
}

export function callbackUrlFor(links: PaymentLinks, provider: string): string {
  return `${links.callbackOrigin}${paymentCallbackPath(provider)}`;
}

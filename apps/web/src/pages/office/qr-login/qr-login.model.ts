import { QrLoginIssueResponseSchema, QrLoginPaths, type QrLoginIssueResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

/** office/qr-login: a one-time code (60 s) that signs another device in. */
export const qrCodeRequested = createEvent<{ readonly lng: string }>();
export const qrLoginPageLeft = createEvent();

/** The code, and when it stops working by this browser's clock (the server's lifetime counted from receipt). */
export type ShownQrCode = QrLoginIssueResponse & { readonly shownUntil: number };

export const issueQrCodeFx = createEffect(async ({ lng }: { readonly lng: string }): Promise<ShownQrCode> => {
  const code = await apiRequest({ method: 'POST', path: QrLoginPaths.issue, body: { lng }, schema: QrLoginIssueResponseSchema });
  return { ...code, shownUntil: Date.now() + code.expires_in_seconds * 1000 };
});

export const $qrCode = createStore<ShownQrCode | null>(null)
  .on(issueQrCodeFx.doneData, (_, code) => code)
  .reset(qrLoginPageLeft, issueQrCodeFx.fail);
export const $qrRefusal = createStore<OfficeRefusal | null>(null)
  .on(issueQrCodeFx.failData, (_, error) => officeRefusalOf(error))
  .reset(qrCodeRequested, qrLoginPageLeft);

sample({ clock: qrCodeRequested, target: issueQrCodeFx });

/** The server's SVG as an image address: shown in an `<img>`, so its markup never enters the page. */
export const svgImageSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

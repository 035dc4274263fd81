import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { $qrCode, $qrRefusal, issueQrCodeFx, qrCodeRequested, qrLoginPageLeft, svgImageSource } from './qr-login.model';

describe('svgImageSource', () => {
  it('an image address whose text decodes back to the SVG', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`;
        const source = svgImageSource(svg);
        expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
        expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
      }),
    );
  });
});

describe('QR login model', () => {
  const CODE = { url: 'http://site.test/en/user/qr-login?token=x', svg: '<svg/>', expires_at: '2026-11-22T12:01:00.000Z', expires_in_seconds: 60, shownUntil: 1 };
  it('shows the code issued for the page language, forgets it when the page is left', async () => {
    const asked: string[] = [];
    const scope = fork({ handlers: [[issueQrCodeFx, ({ lng }: { lng: string }) => (asked.push(lng), CODE)]] });
    await allSettled(qrCodeRequested, { scope, params: { lng: 'ru' } });
    expect(asked).toEqual(['ru']);
    expect(scope.getState($qrCode)).toEqual(CODE);
    await allSettled(qrLoginPageLeft, { scope });
    expect(scope.getState($qrCode)).toBeNull();
  });

  it('a refusal removes the old code and says why', async () => {
    let fail = false;
    const scope = fork({
      handlers: [[issueQrCodeFx, () => (fail ? Promise.reject({ kind: 'http', status: 401, error: { code: 'not_signed_in', message: 'x' } }) : CODE)]],
    });
    await allSettled(qrCodeRequested, { scope, params: { lng: 'en' } });
    fail = true;
    await allSettled(qrCodeRequested, { scope, params: { lng: 'en' } });
    expect(scope.getState($qrCode)).toBeNull();
    expect(scope.getState($qrRefusal)).toEqual({ code: 'not_signed_in' });
  });
});

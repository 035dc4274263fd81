import type { CatalogueResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { catalogueQuery, loadCatalogueFx, loadOfferFx, offerQuery, queryErrorCode } from './catalogue.model';

const answer = (category: CatalogueResponse['category']): CatalogueResponse => ({ category, currency: 'RUB', categories: [{ id: category, count: 0 }], offers: [] });

describe('bonus catalogue model', () => {
  it('keeps the answer of the latest category asked, even when an older one arrives last', async () => {
    const releases: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          loadCatalogueFx,
          ({ category }: { category: CatalogueResponse['category'] }) =>
            new Promise<CatalogueResponse>((resolve) => {
              releases.push(() => resolve(answer(category)));
            }),
        ],
      ],
    });
    const first = allSettled(catalogueQuery.start, { scope, params: { lng: 'en', category: 'casino' } });
    const second = allSettled(catalogueQuery.start, { scope, params: { lng: 'en', category: 'poker' } });
    releases[1]?.();
    releases[0]?.();
    await Promise.all([first, second]);
    expect(scope.getState(catalogueQuery.$data)?.category).toBe('poker');
  });

  it('holds a refusal as the query’s error (a missing offer), separately per scope', async () => {
    const missing = fork({
      handlers: [
        [
          loadOfferFx,
          () => {
            throw { kind: 'http', status: 404, error: { code: 'offer_not_found', message: 'x' } };
          },
        ],
      ],
    });
    const found = fork({ handlers: [[loadOfferFx, () => ({ offer: { id: 'a' } })]] });
    await allSettled(offerQuery.start, { scope: missing, params: { id: 'a', lng: 'en' } });
    await allSettled(offerQuery.start, { scope: found, params: { id: 'a', lng: 'en' } });
    expect(queryErrorCode(missing.getState(offerQuery.$error))).toBe('offer_not_found');
    expect(missing.getState(offerQuery.$data)).toBeNull();
    expect(found.getState(offerQuery.$data)).toEqual({ id: 'a' });
    expect(queryErrorCode(found.getState(offerQuery.$error))).toBeNull();
    expect(queryErrorCode({ kind: 'network', status: 0, message: 'down' })).toBe('network_error');
  });
});

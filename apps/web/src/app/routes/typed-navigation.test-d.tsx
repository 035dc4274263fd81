/**
 * Type checks of the route tree built from the routing table: compiled by the web app's `typecheck` target (tsc over
 * `src/`), never run. Each `@ts-expect-error` must meet an error: should a wrong link compile again (the tree lost
 * its paths, a page's query rule its shape), the directive itself is unused and the typecheck fails.
 */
import { Link, linkOptions, useParams, useSearch } from '@tanstack/react-router';
import { expectTypeOf } from 'vitest';
import { lobbyRoute } from '../../pages/casino/casino-paths';
import { useShownRoute } from '../../shared/lib/shown-route';

export function LinksTheTreeAccepts() {
  return (
    <>
      <Link to="/$lng/casino-search" params={{ lng: 'en' }} search={{ q: 'book of' }} />
      <Link to="/$lng/print-coupon/$couponId" params={{ lng: 'en', couponId: '12' }} />
      <Link to="/$lng/provably-fair" params={{ lng: 'en' }} search={{ round: 12, currency: 'EUR' }} />
      <Link to="/$lng/casino/brand" params={{ lng: 'en' }} search={{ brand: 'book-of' }} />
      <Link to="/$lng/results/{-$type}" params={{ lng: 'en' }} />
      <Link to="/$lng/$section/{-$menuSection}/{-$sport}" params={{ lng: 'en', section: 'line', sport: 'football' }} />
      <Link to="/$lng/office/payment/create-request/$topicId" params={{ lng: 'en', topicId: '3' }} search={{ subTopicId: 12 }} />
      <Link to={lobbyRoute('slots')} params={{ lng: 'en', subcategory: 'new' }} />
      <Link to={lobbyRoute('crash-games')} params={{ lng: 'en' }} />
    </>
  );
}

export function LinksTheTreeRefuses() {
  return (
    <>
      {/* @ts-expect-error a search param of the wrong type */}
      <Link to="/$lng/casino-search" params={{ lng: 'en' }} search={{ q: 12 }} />
      {/* @ts-expect-error a search param the page's query rule does not know */}
      <Link to="/$lng/casino-search" params={{ lng: 'en' }} search={{ query: 'book of' }} />
      {/* @ts-expect-error a search param on a page that reads no query */}
      <Link to="/$lng/office/account" params={{ lng: 'en' }} search={{ tab: 'limits' }} />
      {/* @ts-expect-error a path param the path does not have */}
      <Link to="/$lng/print-coupon/$couponId" params={{ lng: 'en', coupon: '12' }} />
      {/* @ts-expect-error a path param missing */}
      <Link to="/$lng/print-coupon/$couponId" params={{ lng: 'en' }} />
      {/* @ts-expect-error a path the routing table does not hold */}
      <Link to="/$lng/no-such-page" params={{ lng: 'en' }} />
      {/* @ts-expect-error a search param of the wrong type, on a page shown by two routes */}
      <Link to="/$lng/casino/brands" params={{ lng: 'en' }} search={{ brand: 12 }} />
      {/* @ts-expect-error a search param of the wrong type, on a step of the payment request */}
      <Link to="/$lng/office/payment/create-request/$topicId" params={{ lng: 'en', topicId: '3' }} search={{ subTopicId: true }} />
      {/* @ts-expect-error a path param of the step after it */}
      <Link to="/$lng/office/payment/create-request/$topicId" params={{ lng: 'en', topicId: '3', subTopicId: '4' }} />
      {/* @ts-expect-error a lobby without subcategories */}
      <Link to={lobbyRoute('crash-games')} params={{ lng: 'en', subcategory: 'new' }} />
      {/* @ts-expect-error a lobby the routing table does not hold */}
      <Link to={lobbyRoute('no-such-lobby')} params={{ lng: 'en' }} />
    </>
  );
}

export const optionsTheTreeRefuses = [
  // @ts-expect-error a search param of the wrong type
  linkOptions({ to: '/$lng/provably-fair', params: { lng: 'en' }, search: { round: true } }),
  // @ts-expect-error a path param of a neighbouring path
  linkOptions({ to: '/$lng/bonus/casino/tournaments/$id', params: { lng: 'en', tournamentId: '1' } }),
];

export function useTypedReads() {
  expectTypeOf(useSearch({ from: '/$lng/casino-search' }).q).toEqualTypeOf<string | undefined>();
  expectTypeOf(useSearch({ from: '/$lng/casino-search' }).modal).toEqualTypeOf<string | undefined>();
  expectTypeOf(useSearch({ from: '/$lng/provably-fair' }).round).toEqualTypeOf<number | undefined>();
  expectTypeOf(useParams({ from: '/$lng/print-coupon/$couponId' })).toEqualTypeOf<{ lng: string; couponId: string }>();
  expectTypeOf(useParams({ from: '/$lng/lotto/{-$sectionName}/{-$lottoId}' }).lottoId).toEqualTypeOf<string | undefined>();
  expectTypeOf(useParams({ from: '/$lng/statistic/$' })._splat).toEqualTypeOf<string | undefined>();
  expectTypeOf(useSearch({ from: useShownRoute(['/$lng/casino/brand', '/$lng/casino/brands']) }).brand).toEqualTypeOf<string | undefined>();
  const step = useShownRoute(['/$lng/office/payment/create-request/$topicId', '/$lng/office/payment/create-request/$topicId/$subTopicId']);
  expectTypeOf(useSearch({ from: step }).subTopicId).toEqualTypeOf<number | undefined>();
  expectTypeOf(useParams({ from: step })).toEqualTypeOf<{ lng: string; topicId: string } | { lng: string; topicId: string; subTopicId: string }>();
  // @ts-expect-error a route the tree does not hold
  useShownRoute(['/$lng/casino/brand', '/$lng/casino/no-such-page']);
}

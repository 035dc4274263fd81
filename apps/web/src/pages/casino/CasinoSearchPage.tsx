import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout } from './CasinoLayout';
import { GameList } from './GameList';

/** Search answers as the player types, once they pause this long (and keeps the text in the address). */
export const SEARCH_DEBOUNCE_MS = 250;
const MIN_LETTERS = 2;

/** `casino-search?q=`: games whose name or provider holds every word typed, found as the player types. */
export function CasinoSearchPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng/casino-search' });
  const search = useSearch({ from: '/$lng/casino-search' });
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  const fromAddress = search.q ?? '';
  const [typed, setTyped] = useState(fromAddress);
  const [query, setQuery] = useState(fromAddress.trim());
  useDocumentTitle(routeTitle('casino-search'));
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (query !== fromAddress.trim()) void navigate({ to: '/$lng/casino-search', params: { lng }, search: query ? { q: query } : {}, replace: true });
  }, [query, fromAddress, lng, navigate]);

  return (
    <CasinoLayout lng={lng} query={typed} onQuery={setTyped}>
      <h1 className="casino__title">{routeTitle('casino-search')}</h1>
      {query.length >= MIN_LETTERS ? (
        <GameList lng={lng} filters={{ q: query }} empty={t('casino.noResults', { q: query })} />
      ) : (
        <GameList lng={lng} filters={{ sort: 'popular' }} />
      )}
    </CasinoLayout>
  );
}

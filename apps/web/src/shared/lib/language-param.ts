import { useParams } from '@tanstack/react-router';

/**
 * The language of the path, for what every page shares (layouts, header, modals, notices): also rendered on the
 * not-found page, where no language route may have matched.
 */
export function useLanguageParam(): string | undefined {
  return useParams({ from: '/$lng', shouldThrow: false })?.lng;
}

import { useEffect } from 'react';

/** Keeps the tab title in step with the page, as the server set it on first load. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

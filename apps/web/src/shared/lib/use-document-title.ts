import { useEffect } from 'react';

/** Keeps the tab title in step with the page, as the server set it on first load; null leaves it (a form in a modal). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

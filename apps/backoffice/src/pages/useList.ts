import { useCallback, useEffect, useState } from 'react';
import { BackofficeError } from '../api';
import { errorText } from '../texts';

/** A list read from the API, with its error text and a reload; reloads when `key` changes (the filters). */
export function useList<T>(load: () => Promise<T[]>, key: string) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setRows(await load());
      setError(null);
    } catch (failure) {
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
    // `key` stands for what `load` reads (the filters), so `load` itself is left out.
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { rows, error, reload };
}

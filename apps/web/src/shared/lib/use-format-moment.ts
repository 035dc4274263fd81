import { useFormatDate } from './date-time';

/** Formats an ISO moment in the visitor's time zone (`tzo`) and 12/24-hour clock (spec §4, §9); '…' when unknown. */
export function useFormatMoment(): (iso: string | null | undefined) => string {
  const formatDate = useFormatDate();
  return (iso) => formatDate(iso, 'dateTime');
}

import { formatDateTime } from '@betting/settings/time-format';
import { useUnit } from 'effector-react';
import { settings } from '../settings';

/** Formats an ISO moment in the visitor's time zone (`tzo`) and 12/24-hour clock (spec §4, §9); '…' when unknown. */
export function useFormatMoment(): (iso: string | null | undefined) => string {
  const display = useUnit(settings.$timeDisplay);
  return (iso) => {
    const time = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(time) ? formatDateTime(time, display) : '…';
  };
}

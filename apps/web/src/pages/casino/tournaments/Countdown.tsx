import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, serverOffset, timeLeft } from './countdown';

interface Props {
  /** The instant counted down to. */
  readonly to: string;
  /** The server's clock when the data came: the countdown follows it, not the device's clock. */
  readonly serverTime: string;
  readonly label: string;
  /** Called once when it reaches zero (the page asks again). */
  readonly onOver?: () => void;
}

/** A ticking countdown; `label` names it for screen readers (`role=timer` is not announced every second). */
export function Countdown({ to, serverTime, label, onOver }: Props) {
  const { t } = useTranslation('pages');
  // The server's clock read from the device's: the offset is taken once per answer (`serverTime`).
  const [clock, setClock] = useState(() => {
    const device = Date.now();
    const offset = serverOffset(serverTime, device);
    return { serverTime, offset, now: device + offset };
  });
  useEffect(() => {
    const tick = () =>
      setClock((previous) => {
        const device = Date.now();
        const offset = previous.serverTime === serverTime ? previous.offset : serverOffset(serverTime, device);
        return { serverTime, offset, now: device + offset };
      });
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [serverTime]);
  const left = timeLeft(Date.parse(to), clock.now);
  // Once per target: an answer that still says "running" at zero must not make the page ask in a loop.
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!left.over || firedFor.current === to) return;
    firedFor.current = to;
    onOver?.();
  }, [left.over, onOver, to]);
  return (
    <time role="timer" className="countdown" dateTime={to} aria-label={`${label} ${clockText(left, t('casinoTournaments.dayUnit'))}`}>
      {clockText(left, t('casinoTournaments.dayUnit'))}
    </time>
  );
}

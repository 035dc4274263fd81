/** What is left of a period, in whole units: never negative. */
export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly over: boolean;
}

/** The time from `nowMs` to `targetMs`, rounded down to the second (a countdown never shows more than is left). */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60), seconds: total % 60, over: total === 0 };
}

/** `2d 04:05:09`, `04:05:09`: days when there are any, then zero-padded hours, minutes and seconds. */
export function clockText(left: TimeLeft, dayUnit: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${left.days}${dayUnit} ${clock}` : clock;
}

/** The offset to add to the device's clock to read the server's (countdowns follow the server, not the device). */
export function serverOffset(serverTime: string, deviceNowMs: number): number {
  return Date.parse(serverTime) - deviceNowMs;
}

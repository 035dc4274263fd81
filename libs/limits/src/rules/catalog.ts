import { LIMIT_TYPE, LIMIT_TYPES, type Limit, type LimitMeasure, type LimitType } from '@betting/contracts';

/** What a limit type limits. */
export type LimitKind = 'wagering' | 'loss' | 'deposit' | 'self_exclusion' | 'session' | 'reality_check' | 'time_out';
/** The types whose value is an amount of money in a rolling window. */
export type AmountLimitType = 1 | 2 | 3 | 10 | 11 | 12 | 20 | 21 | 22;
export type AmountLimitKind = 'wagering' | 'loss' | 'deposit';
/** The types whose value is a period from now (days), only ever set or lengthened. */
export type PeriodLimitType = 30 | 33;

export const DAY_SECONDS = 86_400;
/** Rolling windows of the amount limits: 24 h, 7 d, 30 d. */
export const WINDOW_SECONDS = { day: DAY_SECONDS, week: 7 * DAY_SECONDS, month: 30 * DAY_SECONDS } as const;
/** Spec §5: "Pending approval: ends-at is start plus 86400 s". */
export const PENDING_SECONDS = DAY_SECONDS;

interface TypeInfo {
  readonly kind: LimitKind;
  readonly windowSeconds: number | null;
  readonly measure: LimitMeasure;
  readonly label: string;
}

const amount = (kind: AmountLimitKind, windowSeconds: number, suffix: string): TypeInfo => ({
  kind,
  windowSeconds,
  measure: 'currency',
  label: `responsible_gaming_limit_${kind}_${suffix}`,
});

const TYPE_INFO: Readonly<Record<LimitType, TypeInfo>> = {
  1: amount('wagering', WINDOW_SECONDS.day, '24h'),
  2: amount('wagering', WINDOW_SECONDS.week, '7d'),
  3: amount('wagering', WINDOW_SECONDS.month, '30d'),
  10: amount('loss', WINDOW_SECONDS.day, '24h'),
  11: amount('loss', WINDOW_SECONDS.week, '7d'),
  12: amount('loss', WINDOW_SECONDS.month, '30d'),
  20: amount('deposit', WINDOW_SECONDS.day, '24h'),
  21: amount('deposit', WINDOW_SECONDS.week, '7d'),
  22: amount('deposit', WINDOW_SECONDS.month, '30d'),
  30: { kind: 'self_exclusion', windowSeconds: null, measure: 'day', label: 'responsible_gaming_limit_self_exclusion' },
  31: { kind: 'session', windowSeconds: null, measure: 'hour', label: 'responsible_gaming_limit_session' },
  32: { kind: 'reality_check', windowSeconds: null, measure: 'minute', label: 'responsible_gaming_limit_reality_check' },
  33: { kind: 'time_out', windowSeconds: null, measure: 'day', label: 'responsible_gaming_limit_time_out' },
};

export { LIMIT_TYPE, LIMIT_TYPES };

export function limitKind(type: LimitType): LimitKind {
  return TYPE_INFO[type].kind;
}

export function isAmountType(type: LimitType): type is AmountLimitType {
  return TYPE_INFO[type].measure === 'currency';
}

export function isPeriodType(type: LimitType): type is PeriodLimitType {
  return type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.timeOut;
}

/** The rolling window of an amount limit in seconds; null for the other types. */
export function windowSecondsOf(type: LimitType): number | null {
  return TYPE_INFO[type].windowSeconds;
}

export function limitMeasure(type: LimitType): LimitMeasure {
  return TYPE_INFO[type].measure;
}

/** Dictionary key of the type's name. */
export function limitLabel(type: LimitType): string {
  return TYPE_INFO[type].label;
}

/** The amount types of a kind, shortest window first. */
export function typesOfKind(kind: LimitKind): readonly LimitType[] {
  return LIMIT_TYPES.filter((type) => TYPE_INFO[type].kind === kind);
}

/** The responsible-gaming page's sections (spec §2, §3), in page order, each with its types in order. */
export type LimitSectionId = 'deposit' | 'self_limitation' | 'reality_checks' | 'wagering' | 'loss';
export interface LimitSection {
  readonly id: LimitSectionId;
  readonly types: readonly LimitType[];
}
export const LIMIT_SECTIONS: readonly LimitSection[] = [
  { id: 'deposit', types: [20, 21, 22] },
  { id: 'self_limitation', types: [33, 30, 31] },
  { id: 'reality_checks', types: [32] },
  { id: 'wagering', types: [1, 2, 3] },
  { id: 'loss', types: [10, 11, 12] },
];

export function sectionOf(type: LimitType): LimitSectionId {
  const section = LIMIT_SECTIONS.find((candidate) => candidate.types.includes(type));
  /* c8 ignore next */
  if (!section) throw new Error(`Limit type ${type} has no section`);
  return section.id;
}

/** A list in its canonical order: by type, the current entry (ACTIVE or INACTIVE) before the PENDING one. */
export function sortLimits(limits: readonly Limit[]): Limit[] {
  const rank = (limit: Limit) => limit.limitType * 2 + (limit.limitState === 'PENDING' ? 1 : 0);
  return [...limits].sort((a, b) => rank(a) - rank(b));
}

/** What the stream benchmark's processes share: the clock, the stream filters, the latency histogram, the messages. */

/**
 * Milliseconds on the host's monotonic clock (process.hrtime): the same in every process of the machine, so a
 * client's receipt and the server's publish time (test control stamps it the same way) can be subtracted.
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** What a published change looks like to the stream's filters. */
export interface ChangeFacts {
  readonly id: number;
  readonly gameId: number;
  readonly sportId: number;
  /** A `game` change of a game that is not live. */
  readonly notLiveGame: boolean;
}

/** The stream query's meaning (LineStreamQuerySchema), written out again for the benchmark's expectations. */
export function matcherOf(query: string): (change: ChangeFacts) => boolean {
  const params = new URLSearchParams(query);
  const games = params.get('gameIds') ? new Set(params.get('gameIds')!.split(',').map(Number)) : null;
  const sport = params.get('sportId') ? Number(params.get('sportId')) : null;
  const liveOnly = params.get('section') === 'live';
  return (change) => (!games || games.has(change.gameId)) && (sport === null || change.sportId === sport) && !(liveOnly && change.notLiveGame);
}

/** Latencies in 0.1 ms buckets up to a minute (the rest in the last one): percentiles over a million samples cheaply. */
export class Histogram {
  static readonly RESOLUTION_MS = 0.1;
  readonly counts = new Uint32Array(600_001);
  total = 0;
  /** Samples below zero (clock readings of two processes a hair apart), counted as zero. */
  negative = 0;
  max = 0;

  add(ms: number): void {
    if (ms < 0) this.negative += 1;
    this.max = Math.max(this.max, ms);
    this.counts[Math.min(this.counts.length - 1, Math.max(0, Math.floor(ms / Histogram.RESOLUTION_MS)))]! += 1;
    this.total += 1;
  }

  /** Only the buckets in use, to send between processes. */
  toSparse(): SparseHistogram {
    const buckets: [number, number][] = [];
    this.counts.forEach((count, bucket) => {
      if (count > 0) buckets.push([bucket, count]);
    });
    return { buckets, negative: this.negative, max: this.max };
  }

  merge(sparse: SparseHistogram): void {
    for (const [bucket, count] of sparse.buckets) {
      this.counts[bucket]! += count;
      this.total += count;
    }
    this.negative += sparse.negative;
    this.max = Math.max(this.max, sparse.max);
  }

  /** The latency below which `fraction` of the samples lie (the bucket's upper edge). */
  percentile(fraction: number): number {
    const rank = Math.max(1, Math.ceil(this.total * fraction));
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket += 1) {
      seen += this.counts[bucket]!;
      if (seen >= rank) return (bucket + 1) * Histogram.RESOLUTION_MS;
    }
    return Number.NaN;
  }
}

export interface SparseHistogram {
  readonly buckets: [number, number][];
  readonly negative: number;
  readonly max: number;
}

/** What the clients' process reports about one phase. */
export interface Verdict {
  readonly clients: number;
  /** Clients whose stream the server cut off. */
  readonly cut: number;
  /** Clients that never got their first frame. */
  readonly failed: number;
  /** Over the clients not cut off: changes received that their filter lets through, and changes it let through. */
  readonly delivered: number;
  readonly expected: number;
  /** Changes a client received that its filter does not let through, or twice, or out of order. */
  readonly wrong: number;
  readonly latency: SparseHistogram;
}

export type ToClients =
  | { readonly kind: 'open'; readonly url: string; readonly queries: readonly string[] }
  | { readonly kind: 'count' }
  | { readonly kind: 'judge'; readonly publishedAt: readonly (readonly [number, number])[]; readonly expected: Readonly<Record<string, readonly number[]>> }
  | { readonly kind: 'exit' };

export type FromClients =
  | { readonly kind: 'opened'; readonly ready: number; readonly failed: number; readonly firstReadyId: number }
  | { readonly kind: 'count'; readonly frames: number; readonly cut: number }
  | { readonly kind: 'verdict'; readonly verdict: Verdict };

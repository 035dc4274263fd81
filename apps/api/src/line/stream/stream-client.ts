/** What a stream writes to: the hijacked ServerResponse. */
export interface StreamSink {
  write(chunk: Buffer): boolean;
  end(chunk?: Buffer): unknown;
  destroy(): unknown;
  once(event: 'drain', listener: () => void): unknown;
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
}

/**
 * One open stream, written with backpressure: once the socket refuses more (`write()` false), what comes next waits
 * here — references to the shared frames, not copies — until it drains. A client still not drained when more comes
 * is cut off once the bytes it has not taken pass `limitBytes`: its EventSource reconnects and resumes or reloads.
 */
export class StreamClient {
  #waiting: Buffer[] = [];
  #waitingBytes = 0;
  #paused = false;
  #gone = false;

  constructor(
    private readonly raw: StreamSink,
    private readonly limitBytes: number,
    private readonly onDropped: () => void,
  ) {}

  get gone(): boolean {
    return this.#gone || this.raw.destroyed || this.raw.writableEnded;
  }

  send(chunk: Buffer): void {
    if (this.gone) return;
    if (this.#paused) {
      this.#waiting.push(chunk);
      this.#waitingBytes += chunk.length;
      if (this.raw.writableLength + this.#waitingBytes > this.limitBytes) this.drop();
      return;
    }
    this.#write(chunk);
  }

  /** A keep-alive comment, unless the line is busy anyway. */
  ping(chunk: Buffer): void {
    if (!this.#paused) this.send(chunk);
  }

  /** Ends the stream cleanly, after what is waiting (the server is closing). */
  end(): void {
    if (this.gone) return;
    this.#gone = true;
    const waiting = this.#waiting;
    this.#waiting = [];
    if (waiting.length > 0) this.raw.end(Buffer.concat(waiting));
    else this.raw.end();
  }

  drop(): void {
    if (this.gone) return;
    this.#gone = true;
    this.#waiting = [];
    // Not end(): that would wait for the client to take what is buffered; destroy frees it now.
    this.raw.destroy();
    this.onDropped();
  }

  #write(chunk: Buffer): void {
    if (this.raw.write(chunk)) return;
    // Not judged yet: one large write fills any socket for a moment; a client is slow if it has not drained by the next.
    this.#paused = true;
    this.raw.once('drain', () => this.#drained());
  }

  #drained(): void {
    this.#paused = false;
    if (this.gone || this.#waiting.length === 0) return;
    const waiting = this.#waiting;
    this.#waiting = [];
    this.#waitingBytes = 0;
    this.#write(waiting.length === 1 ? waiting[0]! : Buffer.concat(waiting));
  }
}

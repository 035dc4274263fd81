/** A minimal EventSource over fetch for the cluster test: collects every event with its id. */
export interface StreamEvent {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
}

export interface OpenStream {
  readonly events: StreamEvent[];
  waitFor(predicate: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent | null>;
  close(): void;
}

export async function openStream(url: string, lastEventId?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
          const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
          const event = field('event');
          if (event) events.push({ id: field('id'), event, data });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    async waitFor(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}

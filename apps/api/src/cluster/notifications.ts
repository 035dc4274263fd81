import pg from 'pg';

/** PostgreSQL's LISTEN on one dedicated connection, re-opened (and every channel listened again) when it drops. */
export interface Notifications {
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /** Called after the connection came back: whatever was sent meanwhile never arrived. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

export async function openNotifications(options: { readonly connectionString: string; readonly reconnectMs?: number; readonly log: (message: string, error?: unknown) => void }): Promise<Notifications> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  let closed = false;
  let client: pg.Client | null = null;

  const open = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: options.connectionString, application_name: 'notifications' });
    connection.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    connection.on('error', (error) => {
      if (client !== connection || closed) return;
      client = null;
      options.log('notifications connection lost; reconnecting', error);
      connection.end().catch(() => undefined);
      setTimeout(() => void reopen(), options.reconnectMs ?? 1000).unref();
    });
    await connection.connect();
    for (const channel of handlers.keys()) await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = connection;
  };

  const reopen = async () => {
    if (closed) return;
    try {
      await open();
      for (const handler of reconnected) handler();
    } catch (error) {
      options.log('notifications reconnect failed; retrying', error);
      setTimeout(() => void reopen(), options.reconnectMs ?? 1000).unref();
    }
  };

  await open();
  return {
    async listen(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      if (first) await client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    onReconnect: (handler) => void reconnected.add(handler),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** While set, every recipient is refused with this 550 reason. */
  refuseWith: string | null;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port (no TLS, no auth): what the dispatcher talks to in tests. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: { refuseWith: string | null } = { refuseWith: null };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuseWith === null) return callback();
      const error = Object.assign(new Error(state.refuseWith), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuseWith() {
      return state.refuseWith;
    },
    set refuseWith(reason: string | null) {
      state.refuseWith = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

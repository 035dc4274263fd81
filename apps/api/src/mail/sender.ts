/** What the outbox holds for one message. */
export interface OutgoingMessage {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

/** Delivers messages of its channels; `send` rejects with the transport's reason when the message was not accepted. */
export interface Sender {
  readonly channels: readonly OutgoingMessage['channel'][];
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

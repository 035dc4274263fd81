import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useFormatDate } from '../../shared/lib/date-time';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { outboxQuery } from './debug.model';

/**
 * The non-production debug page (the routing table answers 404 for it in production): the outbox, so a person
 * can finish every SMS and e-mail flow locally. Operator-facing, so English only.
 */
export function DebugPage() {
  const [data, failed, start] = useUnit([outboxQuery.$data, outboxQuery.$failed, outboxQuery.start]);
  useEffect(() => start(), [start]);
  useDocumentTitle('Debug');
  const formatDate = useFormatDate();
  return (
    <section className="page article" aria-labelledby="debug-title">
      <h1 id="debug-title">Debug</h1>
      <h2>Outbox</h2>
      <button type="button" className="button button--primary" onClick={() => start()}>
        Refresh
      </button>
      {failed ? <p role="alert">The outbox could not be read: this build has no test-control API.</p> : null}
      {data && data.messages.length === 0 ? <p>No messages yet.</p> : null}
      <ul className="outbox">
        {data?.messages.map((message) => (
          <li key={message.id}>
            <strong>
              {message.channel} → {message.recipient}
            </strong>{' '}
            <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'dateTimeSeconds')}</time>
            {message.subject ? <div>{message.subject}</div> : null}
            <pre>{message.body}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}

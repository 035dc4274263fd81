import { pathFor } from '@betting/routing';

/** The addresses of the request pages in a language, from the routing table (no second copy of the paths). */
export function requestPaths(lng: string) {
  return {
    list: pathFor('office.payment-requests', {}, lng),
    topics: pathFor('office.payment-create-request', {}, lng),
    topic: (topicId: number) => pathFor('office.payment-create-request.topic', { topicId: String(topicId) }, lng),
    subTopic: (topicId: number, subTopicId: number) => pathFor('office.payment-create-request.subtopic', { topicId: String(topicId), subTopicId: String(subTopicId) }, lng),
    transactions: (topicId: number) => pathFor('office.payment-create-request.transactions', { topicId: String(topicId) }, lng),
    transaction: (topicId: number, transactionId: number) =>
      pathFor('office.payment-create-request.transaction', { topicId: String(topicId), transactionId: String(transactionId) }, lng),
  };
}
export type RequestPaths = ReturnType<typeof requestPaths>;

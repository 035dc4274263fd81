import type { PaymentRequestTopic } from '@betting/contracts';

/** A positive integer id from a path or query value (`'12'` or `12`), else null. */
export function positiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The topic's subtopic of that id, else null (a stale or foreign id in the address is ignored). */
export function subTopicOf(topic: PaymentRequestTopic, subTopicId: number | null) {
  return topic.subTopics.find((subTopic) => subTopic.id === subTopicId) ?? null;
}

/** The API's topic languages are two-letter codes (`pt-BR` → `pt`). */
export function topicLanguage(language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : 'en';
}

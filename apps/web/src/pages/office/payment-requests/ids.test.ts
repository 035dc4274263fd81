import { describe, expect, it } from 'vitest';
import { positiveId, subTopicOf, topicLanguage } from './ids';

describe('ids from the address', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['12abc', null],
    ['99999999999999999', null],
    [undefined, null],
    [null, null],
  ])('%j → %j', (value, id) => {
    expect(positiveId(value)).toBe(id);
  });

  it('finds only the topic’s own subtopics', () => {
    const topic = { id: 1, key: 'deposit', title: 'A deposit', paymentKind: 'deposit' as const, requiresTransaction: true, subTopics: [{ id: 101, key: 'not_credited', title: 'Not credited' }] };
    expect(subTopicOf(topic, 101)?.key).toBe('not_credited');
    expect(subTopicOf(topic, 201)).toBeNull();
    expect(subTopicOf(topic, null)).toBeNull();
  });

  it.each([
    ['ru', 'ru'],
    ['pt-BR', 'pt'],
    ['', 'en'],
  ])('asks for topics in %j as %j', (language, lng) => {
    expect(topicLanguage(language)).toBe(lng);
  });
});

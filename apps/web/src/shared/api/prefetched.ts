/**
 * The API answers the server already read to render the first HTML, by request (path and query): the browser takes
 * each of them once instead of asking the API again for the same data.
 */
export type PrefetchedAnswers = Readonly<Record<string, unknown>>;

/** The `<script type="application/json">` the answers travel in. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A request's key: its path and its query, the parameters in name order (`/a?b=1&a=2` and `/a?a=2&b=1` are one). */
export function requestKey(url: string): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? path : `${path}?${new URLSearchParams(params).toString()}`;
}

/** The answers as the page carries them: JSON that cannot close its `<script>` early. */
export function pageDataJson(answers: PrefetchedAnswers): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

export function parsePageDataJson(text: string | null | undefined): PrefetchedAnswers {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PrefetchedAnswers) : {};
  } catch {
    return {};
  }
}

let waiting = new Map<string, unknown>();

/** Sets the answers the first view was rendered with (the browser reads them from the page, the server passes its own). */
export function providePrefetched(answers: PrefetchedAnswers): void {
  waiting = new Map(Object.entries(answers).map(([url, answer]) => [requestKey(url), answer]));
}

/** The answer carried for this request, without taking it (what the first render shows). */
export function peekPrefetched(url: string): unknown {
  return waiting.get(requestKey(url));
}

/** Drops the answer carried for this request (it has been taken another way): later calls go to the API. */
export const forgetPrefetched = (url: string) => waiting.delete(requestKey(url));

/**
 * A GET the first HTML already answered, taken once: the data it carried, as the API's answer would be, with no
 * request. Later calls of the same request go to the API as usual.
 */
export function takePrefetched(url: string, method = 'GET'): Response | undefined {
  if (method.toUpperCase() !== 'GET') return undefined;
  const key = requestKey(url);
  if (!waiting.has(key)) return undefined;
  const answer = waiting.get(key);
  waiting.delete(key);
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

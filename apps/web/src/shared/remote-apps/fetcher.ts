import type { RemoteAppRequest } from '@betting/remote-apps';

/** Spec §7 over `fetch`: the request as the loader built it; a non-2xx answer or a network failure rejects. */
export async function fetchRemoteApp(request: RemoteAppRequest): Promise<unknown> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: { accept: 'application/json', ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`remote app ${request.url}: HTTP ${response.status}`);
  return response.json();
}

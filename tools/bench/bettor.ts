/** A caller of the site under test: its own retries and timing, the session cookie when given. */
export interface SiteCaller {
  call(path: string, init: RequestInit & { readonly cookie?: string }): Promise<Response>;
}

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** A one-click bettor (RUB): the session cookie to send and the main account's id. */
export async function registerBettor(site: SiteCaller): Promise<{ readonly cookie: string; readonly accountId: number }> {
  const response = await site.call('/web-api/user/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ua='));
  if (!session) throw new Error('registration set no session cookie');
  const body = await json<{ account_id: number }>(response);
  return { cookie: session.split(';')[0] ?? '', accountId: body.account_id };
}

/** The companion app the journeys' server trusts for auth by token (AUTH_TOKEN_METHODS): its id and secret. */
export const AUTH_TOKEN_SIGNER = { id: 'companion', secret: 'e2e-companion-app-secret-0123456789abcdef' } as const;

// Sessions: who is calling. The session cookie's table, the user token (HS256) and its key, request
// authentication (`request.caller`) and the signed-in guard with the office's refusals. Below identity, wallet and limits.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts
export { authenticateRequests } from './authenticate';
// for backoffice, betting, bonuses, casino, identity, limits, line, payments, wallet
export { refuseOffice } from './refusals';
export { equalSecrets, newOpaqueToken, sha256 } from './secrets';
export { findActiveSession, openSession, peekActiveSession, revokeSession, revokeUserSessions, sessionIsActive, sessionOpenedAt } from './sessions.repository';
export { guestRefusalOf, requireSignedIn, serverToday, signedInCaller } from './signed-in';
export { loadUserTokenKey, signUserToken, verifyUserToken } from './user-token';

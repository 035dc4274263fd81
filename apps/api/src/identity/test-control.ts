// The test-control API's door into identity: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { identityTestControlRoutes } from './identity.test-control';
export { documentsTestControlRoutes } from './verification-documents/documents.test-control';
export { verificationTestControlRoutes } from './verification/verification.test-control';

/**
 * The pages about a person's access (sign-in, registration, password reset, e-mail links, QR sign-in, terms,
 * appeals), as one chunk: they share the identity features, and one lazy import keeps the page registry small.
 */
export { BlockAppealHistoryPage } from '../block-appeal/BlockAppealHistoryPage';
export { ConfirmTermsPage } from '../confirm-terms/ConfirmTermsPage';
export { PasswordResetPage } from '../password-reset/PasswordResetPage';
export { QrLoginLandingPage } from '../qr-login/QrLoginLandingPage';
export { RegistrationPage } from '../registration/RegistrationPage';
export { SignInPage } from '../sign-in/SignInPage';
export { AccountVerifyPage, ActivatePage } from '../user-verify/ConfirmEmailPage';
export { StopNewsletterPage } from '../user-verify/StopNewsletterPage';

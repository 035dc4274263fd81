import { FORGOT_PASSWORD_QUERY_KEY, isLanguageSegment, MODAL_QUERY_KEY, pathSegments } from '@betting/routing';
import { useRouter } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigation } from '../../app/navigation';
import { $isSignedIn, $sessionChecked } from '../../entities/session/session-state';
import { installCaptchaSolver, useCaptchaRequest } from './captcha/captcha-requests';
import { socialLandingHandled, useSocialLanding } from './social/social-landing';

// Every dialog loads only when asked for: they stay out of the home page's first JavaScript.
const CaptchaDialog = lazy(() => import('./captcha/CaptchaDialog').then((module) => ({ default: module.CaptchaDialog })));
const ForgotPasswordModal = lazy(() => import('./forgot-password/ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })));
const RegistrationModal = lazy(() => import('./RegistrationModal').then((module) => ({ default: module.RegistrationModal })));
const LoginModal = lazy(() => import('./LoginModal').then((module) => ({ default: module.LoginModal })));
const TransferUserModal = lazy(() => import('./transfer/TransferUserModal').then((module) => ({ default: module.TransferUserModal })));
const SocialErrorNotice = lazy(() => import('./social/SocialErrorNotice').then((module) => ({ default: module.SocialErrorNotice })));
const GoogleOneTap = lazy(() => import('./social/GoogleOneTap').then((module) => ({ default: module.GoogleOneTap })));

installCaptchaSolver();

/** The address without the query keys that open the identity modals. */
function urlWithoutModal(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(FORGOT_PASSWORD_QUERY_KEY);
  url.searchParams.delete(MODAL_QUERY_KEY);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a social landing continues: the registration to finish, or the second step of the sign-in. */
function landingPage(kind: 'register' | 'two_step'): string {
  const [first = 'en'] = pathSegments(window.location.pathname);
  const lng = isLanguageSegment(first) ? first.toLowerCase() : 'en';
  return kind === 'register' ? `/${lng}/registration/socialregistration` : `/${lng}/user/login`;
}

/**
 * The identity dialogs over any page: the captcha the request pipeline asks for, the forgot-password modal (guests,
 * once the start-up session check has answered), the user-transfer modal (signed in), the outcome of a social
 * sign-in the landing address carried, and Google one-tap for guests.
 */
export function AuthHost() {
  const router = useRouter();
  const captcha = useCaptchaRequest();
  const landing = useSocialLanding();
  const [openModal, closeModal, signedIn, sessionChecked] = useUnit([navigation.$openModal, navigation.modalClosed, $isSignedIn, $sessionChecked]);
  const forgotOpen = openModal === 'forgot-password' && sessionChecked && !signedIn;
  // Spec §2: sign-in also opens as a modal over the page (the routing decision never opens it on the login page).
  const loginOpen = openModal === 'login' && sessionChecked && !signedIn;
  const registrationOpen = openModal === 'registration' && sessionChecked && !signedIn;
  // Once open, the transfer modal stays until closed: its last step ends the account's sessions, and the new
  // password must stay on screen when the session check learns it.
  const [transferStarted, setTransferStarted] = useState(false);
  const transferOpen = openModal === 'transfer-user' && (signedIn || transferStarted);
  if (openModal === 'transfer-user' && signedIn && !transferStarted) setTransferStarted(true);

  const landingKind = landing?.kind;
  useEffect(() => {
    if (landingKind !== 'register' && landingKind !== 'two_step') return;
    const target = landingPage(landingKind);
    if (window.location.pathname !== target) void router.navigate({ href: target, replace: true });
  }, [landingKind, router]);

  const closeForgot = () => {
    closeModal();
    const url = new URL(window.location.href);
    if (!url.searchParams.has(FORGOT_PASSWORD_QUERY_KEY)) return;
    url.searchParams.delete(FORGOT_PASSWORD_QUERY_KEY);
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  };

  /** Closing the sign-in or registration modal leaves the page as it was, without the modal's query. */
  const closeLogin = () => {
    closeModal();
    void router.navigate({ href: urlWithoutModal(), replace: true });
  };

  const closeTransfer = (finished: boolean) => {
    closeModal();
    setTransferStarted(false);
    // After the transfer the page loads anew: the session it started with may have ended.
    if (finished) window.location.assign(urlWithoutModal());
    else void router.navigate({ href: urlWithoutModal(), replace: true });
  };

  return (
    <Suspense fallback={null}>
      {forgotOpen ? <ForgotPasswordModal onClose={closeForgot} /> : null}
      {loginOpen ? <LoginModal onClose={closeLogin} /> : null}
      {registrationOpen ? <RegistrationModal onClose={closeLogin} /> : null}
      {transferOpen ? <TransferUserModal onClose={closeTransfer} /> : null}
      {landing?.kind === 'error' ? <SocialErrorNotice code={landing.code} onClose={socialLandingHandled} /> : null}
      {sessionChecked && !signedIn ? <GoogleOneTap /> : null}
      {captcha ? <CaptchaDialog key={captcha.id} request={captcha} /> : null}
    </Suspense>
  );
}

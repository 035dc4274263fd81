import { FORGOT_PASSWORD_QUERY_KEY } from '@betting/routing';
import { useRouter } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { navigation } from '../../app/navigation';
import { $isSignedIn, $sessionChecked } from '../../entities/session/session-state';
import { installCaptchaSolver, useCaptchaRequest } from './captcha/captcha-requests';

// Both dialogs load only when asked for: they stay out of the home page's first JavaScript.
const CaptchaDialog = lazy(() => import('./captcha/CaptchaDialog').then((module) => ({ default: module.CaptchaDialog })));
const ForgotPasswordModal = lazy(() => import('./forgot-password/ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })));

installCaptchaSolver();

/**
 * The identity dialogs over any page: the captcha the request pipeline asks for, and the forgot-password modal,
 * which opens for guests once the start-up session check has answered.
 */
export function AuthHost() {
  const router = useRouter();
  const captcha = useCaptchaRequest();
  const [openModal, closeModal, signedIn, sessionChecked] = useUnit([navigation.$openModal, navigation.modalClosed, $isSignedIn, $sessionChecked]);
  const forgotOpen = openModal === 'forgot-password' && sessionChecked && !signedIn;

  const closeForgot = () => {
    closeModal();
    const url = new URL(window.location.href);
    if (!url.searchParams.has(FORGOT_PASSWORD_QUERY_KEY)) return;
    url.searchParams.delete(FORGOT_PASSWORD_QUERY_KEY);
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  };

  return (
    <Suspense fallback={null}>
      {forgotOpen ? <ForgotPasswordModal onClose={closeForgot} /> : null}
      {captcha ? <CaptchaDialog key={captcha.id} request={captcha} /> : null}
    </Suspense>
  );
}

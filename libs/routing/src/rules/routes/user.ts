import { oneOf, page } from './define';

/** Registration, login and the user group (only these names are valid under `user/`). */
export const userRoutes = [
  page('registration', 'registration/{type?}', {
    params: { type: oneOf('socialregistration') },
    meta: { guestOnly: true, enabledBy: [{ configFlag: 'registrationEnabled' }] },
  }),
  page('user.login', 'user/login', { meta: { guestOnly: true } }),
  page('user.accountverify', 'user/accountverify', { meta: { exemptFromBlocking: true } }),
  page('user.activate', 'user/{type}', { params: { type: oneOf('activatefast', 'activate') } }),
  page('user.passwordreset', 'user/passwordreset'),
  page('user.stopnewsletter', 'user/stopnewsletter'),
  // QR login's other device: the code's one-time token signs this browser in (a session it had is replaced).
  page('user.qr-login', 'user/qr-login'),
] as const;

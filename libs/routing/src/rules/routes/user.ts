import { area, oneOf, page } from './define';

const identity = area({ meta: { shellOf: 5 } });

/** Registration, login and the user group (only these names are valid under `user/`). */
export const userRoutes = [
  page('registration', 'registration/{type?}', {
    params: { type: oneOf('socialregistration') },
    meta: { guestOnly: true, enabledBy: [{ configFlag: 'registrationEnabled' }] },
  }),
  page('user.login', 'user/login', { meta: { guestOnly: true } }),
  identity('user.accountverify', 'user/accountverify', { meta: { exemptFromBlocking: true } }),
  identity('user.activate', 'user/{type}', { params: { type: oneOf('activatefast', 'activate') } }),
  page('user.passwordreset', 'user/passwordreset'),
  identity('user.stopnewsletter', 'user/stopnewsletter'),
] as const;

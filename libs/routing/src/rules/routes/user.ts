import { area, oneOf } from './define';

const identity = area({ meta: { shellOf: 5 } });

/** Registration, login and the user group (only these names are valid under `user/`). */
export const userRoutes = [
  identity('registration', 'registration/{type?}', {
    params: { type: oneOf('socialregistration') },
    meta: { guestOnly: true, enabledBy: [{ configFlag: 'registrationEnabled' }] },
  }),
  identity('user.login', 'user/login', { meta: { guestOnly: true } }),
  identity('user.accountverify', 'user/accountverify', { meta: { exemptFromBlocking: true } }),
  identity('user.activate', 'user/{type}', { params: { type: oneOf('activatefast', 'activate') } }),
  identity('user.passwordreset', 'user/passwordreset'),
  identity('user.stopnewsletter', 'user/stopnewsletter'),
] as const;

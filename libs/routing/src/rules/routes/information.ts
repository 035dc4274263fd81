import { ROUTE_AVAILABILITY } from '../constants';
import { area, page, redirectRoute } from './define';

// Rendered by the `content` remote application.
const content = area({ meta: {} });

const CHILDREN = [
  'contacts',
  'howbet',
  'cookies',
  'ussdinstruction',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;

/** Information and its children; `information/rules` → `information/rules/1`. */
export const informationRoutes = [
  content('information', 'information'),
  page('information.about', 'information/about'),
  ...CHILDREN.map((child) => content(`information.${child}`, `information/${child}`)),
  redirectRoute('information.rules-index', 'information/rules', 'information/rules/1'),
  content('information.rules', 'information/rules/{ruleGroup}/{chapter?}'),
  // Exists while its route is available; needs sign-in while paymentOnlyForAuthorized is on (access guard).
  content('information.payment', 'information/payment', {
    meta: { enabledBy: [{ routeAvailability: ROUTE_AVAILABILITY.payment }], signInWhen: 'paymentOnlyForAuthorized' },
  }),
] as const;

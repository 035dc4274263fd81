import type { LanguageChoiceInput } from './language';

export type Layout = 'main' | 'empty' | 'blocked' | 'maintenance';

/** Modals a route can ask the shell to open (`?showForgotPasswordModal=1`, the login modal, …). */
export type ModalKey = 'login' | 'registration' | 'forgot-password' | 'recharge' | 'transfer-user' | 'team-cash' | 'support-history' | 'registration-reminder';

/** What must be true for a route to exist at all; otherwise it answers 404. */
export type RouteEnabler =
  | { readonly configFlag: keyof RoutingFlags }
  | { readonly routeAvailability: number };

export interface RouteMeta {
  /** A banned user may open it (ban level > 0). */
  readonly allowedWhileBanned?: boolean;
  /** Only a banned user may open it; others go home. */
  readonly bannedOnly?: boolean;
  /** Needs the changed terms accepted first (confirm-terms). */
  readonly needsAcceptedTerms?: boolean;
  readonly enabledBy?: readonly RouteEnabler[];
  /** The blocking redirect does not apply (the verify route). */
  readonly exemptFromBlocking?: boolean;
  /** Its route middleware always answers with a redirect (legacy names resolved at request time): it has no page. */
  readonly alwaysRedirects?: boolean;
  /** Navigation here keeps the scroll position. */
  readonly keepScroll?: boolean;
  /** The account area: a guest is sent to the sign-in entry point ("authApp") with the return state. */
  readonly accountArea?: boolean;
  /**
   * The page belongs to a later capability (issue number): until it lands the web app renders a real page
   * shell for it (title, breadcrumbs, layout, language links). Each later issue removes its routes' marks.
   */
  readonly shellOf?: number;
  /** (added) Only guests open it (login, registration): a signed-in visitor is sent on (access guard). */
  readonly guestOnly?: boolean;
  /** (added) Needs sign-in while this config flag is on (the payment page with `paymentOnlyForAuthorized`). */
  readonly signInWhen?: keyof RoutingFlags;
  /** (added) A banned user may open it when the ban level matches: 53 for ban version 1, else 45 (deduce). */
  readonly allowedAtMatchingBanLevel?: boolean;
  /** (added) Exists only when `flags.isProduction` is off (the debug route); otherwise 404. */
  readonly devOnly?: boolean;
  /**
   * (added) Named route middleware run after the table redirect (spec: conditional redirects and guards such as
   * `bonus-to-offer`, `legacy-game`, `recharge-modal`). A name the decision does not know is a 500
   * "Unknown middleware {name}".
   */
  readonly middleware?: readonly string[];
}

/**
 * A path parameter's rule: one of the listed values, a whole-value pattern, or absent or the inner rule. Plain data
 * (no zod): the route table is part of the browser's first JavaScript; a test holds each rule to the zod schema it
 * stands for.
 */
export type ParamRule =
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
  | { readonly kind: 'pattern'; readonly pattern: RegExp }
  | { readonly kind: 'optional'; readonly inner: ParamRule };

/** How a route's path parameters are checked; a failed check is a 404 (spec §5). */
export type ParamSchemas = Readonly<Record<string, ParamRule>>;

export interface RedirectRule {
  /**
   * Target path after `/{lng}/`, built from the matched params; the query string is kept unless `dropQuery`.
   * The target may carry its own query (`?showForgotPasswordModal=1`), merged over the kept one.
   */
  readonly to: (params: Readonly<Record<string, string | undefined>>) => string;
  readonly status: 301 | 302;
  readonly dropQuery?: boolean;
}

export interface RouteDefinition {
  /** Stable id, dotted by area: `office.account`, `casino.game`, `legacy.tvgames-poker`. */
  readonly id: string;
  /**
   * Path after the `/{lng}` prefix; `''` is the language root. `{name}` is a parameter, `{name?}` an optional
   * one (only at the end, possibly several in a row), `{*}` the rest of the path (statistic/*).
   */
  readonly path: string;
  readonly params?: ParamSchemas;
  readonly layout: Layout;
  readonly signIn: boolean;
  readonly meta: RouteMeta;
  /** A route that only redirects (legacy names, rules → rules/1, …). */
  readonly redirect?: RedirectRule;
}

/** Site-config switches that routes and guards read. Seeded, and changed by an operator. */
export interface RoutingFlags {
  readonly registrationEnabled: boolean;
  readonly statisticsEnabled: boolean;
  readonly identificationEnabled: boolean;
  readonly confirmTermsEnabled: boolean;
  readonly promoBonusToOffer: boolean;
  readonly thirdPartyHasFirstDepositRedirect: boolean;
  readonly useRechargeModal: boolean;
  readonly paymentOnlyForAuthorized: boolean;
  readonly isProduction: boolean;
}

export interface RoutingConfig {
  readonly flags: RoutingFlags;
  /** Route-availability ids that are on (72 login, 47 bonuses rules section, …). */
  readonly availableRoutes: ReadonlySet<number>;
  /** Path fragments that answer 404 wherever they appear. */
  readonly notFoundFragments: readonly string[];
  /** afterRegistrationAndLoginRedirectRoutesV2: route id after sign-in → route id to go to. */
  readonly afterSignInRedirects: Readonly<Record<string, string>>;
  /** The mobile site's origin (`https://m.example.com`): the one foreign redirect target allowed. */
  readonly mobileHost: string | null;
}

export interface SessionState {
  readonly signedIn: boolean;
  /** > 0 means banned. */
  readonly banLevel: number;
  readonly banVersion: number;
  readonly termsChanged: boolean;
  readonly pendingIdentification: boolean;
  readonly dataAfterRegistration: boolean;
}

export interface NavigationContext {
  readonly language: LanguageChoiceInput;
  readonly config: RoutingConfig;
  readonly maintenance: boolean;
  /** Blocking reason code (spec §2), already derived from the blocks service; null when none. */
  readonly blockingReason: number | null;
  readonly session: SessionState;
  /** Set while a form must not be left (the navigation block). */
  readonly navigationBlocked: boolean;
  /** Results of the registered remote-app guards; any false cancels. */
  readonly remoteAppGuards: readonly boolean[];
  readonly platform: { readonly touchMacIpadOnDesktop: boolean };
  /** The games catalogue's answer for a legacy game route: its current route, if the game is known. */
  readonly resolveLegacyGame: (route: string) => string | undefined;
}

export interface NavigationRequest {
  /** Path, query and hash as asked for: `/en/casino?x=1`. Never an absolute URL. */
  readonly url: string;
  /** Where the visitor is now (browser navigations); absent for a first load. */
  readonly currentUrl?: string;
}

export type NavigationDecision =
  | {
      readonly kind: 'render';
      readonly status: 200;
      readonly lng: string;
      readonly route: RouteDefinition;
      readonly params: Readonly<Record<string, string | undefined>>;
      readonly layout: Layout;
      readonly modal?: ModalKey;
    }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string; readonly rule: string; readonly warning?: string }
  | { readonly kind: 'not-found'; readonly status: 404; readonly lng: string; readonly rule: string }
  | {
      readonly kind: 'cancel';
      readonly rule: string;
      readonly warning?: string;
      /** (added) A modal the shell opens instead of the cancelled navigation (the recharge modal). */
      readonly modal?: ModalKey;
    }
  | { readonly kind: 'error'; readonly status: 500; readonly message: string };

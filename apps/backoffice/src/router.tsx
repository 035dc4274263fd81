import { BackofficePaths, type Staff } from '@betting/contracts';
import { createRootRoute, createRoute, createRouter, Link, Outlet, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { call } from './api';
import { AuditPage } from './pages/Audit';
import { BettorsPage } from './pages/Bettors';
import { ContentPage } from './pages/Content';
import { InfoPagesPage } from './pages/InfoPages';
import { ReportsPage } from './pages/Reports';
import { KycPage } from './pages/Kyc';
import { PaymentsPage } from './pages/Payments';
import { ResponsibleGamingPage } from './pages/ResponsibleGaming';
import { RiskPage } from './pages/Risk';
import { SignInPage } from './pages/SignIn';
import { StaffPage } from './pages/Staff';
import { StakeFactorsPage } from './pages/StakeFactors';
import { SupportPage } from './pages/Support';
import { TradingPage } from './pages/Trading';
import { can, loadStaff, StaffContext } from './session';
import { texts } from './texts';

function Layout() {
  const { staff } = rootRoute.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  const signOut = async () => {
    await call(z.object({ ok: z.literal(true) }), BackofficePaths.signOut, { method: 'POST' }).catch(() => undefined);
    await router.invalidate();
    await navigate({ to: '/sign-in' });
  };
  if (!staff) return <Outlet />;
  return (
    <StaffContext.Provider value={staff}>
      <a className="skip" href="#main">
        {texts.app.skipToContent}
      </a>
      <header className="topbar">
        <span className="brand">{texts.app.title}</span>
        <nav aria-label={texts.nav.label} className="desks">
          {can(staff, 'trading.read') && <Link to="/trading">{texts.nav.trading}</Link>}
          {can(staff, 'risk.read') && <Link to="/risk">{texts.nav.risk}</Link>}
          {can(staff, 'risk.stake_factors') && <Link to="/stake-factors">{texts.stakeFactors.heading}</Link>}
          {can(staff, 'kyc.read') && <Link to="/kyc">{texts.nav.kyc}</Link>}
          {can(staff, 'support.read') && <Link to="/support">{texts.nav.support}</Link>}
          {can(staff, 'payments.read') && <Link to="/payments">{texts.nav.payments}</Link>}
          {can(staff, 'bettors.read') && <Link to="/bettors">{texts.nav.bettors}</Link>}
          {can(staff, 'rg.read') && <Link to="/responsible-gaming">{texts.nav.rg}</Link>}
          {can(staff, 'content.read') && <Link to="/content">{texts.nav.content}</Link>}
          {can(staff, 'content.read') && <Link to="/info-pages">{texts.nav.infoPages}</Link>}
          {can(staff, 'reports.read') && <Link to="/reports">{texts.nav.reports}</Link>}
          {can(staff, 'audit.read') && <Link to="/audit">{texts.nav.audit}</Link>}
          {can(staff, 'staff.read') && <Link to="/staff">{texts.nav.staff}</Link>}
        </nav>
        <span className="who">
          {texts.app.signedInAs} <strong>{staff.login}</strong> <span className="roles">({staff.roles.join(', ')})</span>
        </span>
        <button type="button" className="button ghost" onClick={() => void signOut()}>
          {texts.app.signOut}
        </button>
      </header>
      <main id="main" className="main">
        <Outlet />
      </main>
    </StaffContext.Provider>
  );
}

// Every navigation asks who is signed in (one small call): a session that ended anywhere sends the desk to sign-in.
const rootRoute = createRootRoute({
  beforeLoad: async () => ({ staff: await loadStaff() }),
  component: Layout,
});

const guarded = ({ context }: { context: { staff: Staff | null } }) => {
  if (!context.staff) throw redirect({ to: '/sign-in' });
};

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const { staff } = context;
    if (!staff) throw redirect({ to: '/sign-in' });
    throw redirect({
      to: can(staff, 'kyc.read')
        ? '/kyc'
        : can(staff, 'support.read')
        ? '/support'
        : can(staff, 'trading.read')
        ? '/trading'
        : can(staff, 'risk.read')
        ? '/risk'
        : can(staff, 'payments.read')
        ? '/payments'
        : can(staff, 'rg.read')
        ? '/responsible-gaming'
        : can(staff, 'content.read')
        ? '/content'
        : can(staff, 'reports.read')
        ? '/reports'
        : can(staff, 'audit.read')
        ? '/audit'
        : '/staff',
    });
  },
});
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  beforeLoad: ({ context }) => {
    if (context.staff) throw redirect({ to: '/' });
  },
  component: SignInPage,
});
const kycRoute = createRoute({ getParentRoute: () => rootRoute, path: '/kyc', beforeLoad: guarded, component: KycPage });
const supportRoute = createRoute({ getParentRoute: () => rootRoute, path: '/support', beforeLoad: guarded, component: SupportPage });
const auditRoute = createRoute({ getParentRoute: () => rootRoute, path: '/audit', beforeLoad: guarded, component: AuditPage });
const paymentsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/payments', beforeLoad: guarded, component: PaymentsPage });
const rgRoute = createRoute({ getParentRoute: () => rootRoute, path: '/responsible-gaming', beforeLoad: guarded, component: ResponsibleGamingPage });
const tradingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/trading', beforeLoad: guarded, component: TradingPage });
const riskRoute = createRoute({ getParentRoute: () => rootRoute, path: '/risk', beforeLoad: guarded, component: RiskPage });
const contentRoute = createRoute({ getParentRoute: () => rootRoute, path: '/content', beforeLoad: guarded, component: ContentPage });
const reportsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports', beforeLoad: guarded, component: ReportsPage });
const stakeFactorsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/stake-factors', beforeLoad: guarded, component: StakeFactorsPage });
const infoPagesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/info-pages', beforeLoad: guarded, component: InfoPagesPage });
const bettorsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/bettors', beforeLoad: guarded, component: BettorsPage });
const staffRoute = createRoute({ getParentRoute: () => rootRoute, path: '/staff', beforeLoad: guarded, component: StaffPage });

export const router = createRouter({
  routeTree: rootRoute.addChildren([indexRoute, signInRoute, kycRoute, supportRoute, auditRoute, paymentsRoute, rgRoute, staffRoute, tradingRoute, riskRoute, contentRoute, reportsRoute, stakeFactorsRoute, bettorsRoute, infoPagesRoute]),
  basepath: '/backoffice',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createNavigationModel, type RouteResolved } from './navigation.model';

const change = (from: string | undefined, to: string, extra: Partial<RouteResolved> = {}): RouteResolved => ({ from, to, routeId: undefined, maintenance: false, modal: undefined, ...extra });

function setup() {
  const model = createNavigationModel();
  const scrollToTop = vi.fn();
  const scope = fork({ handlers: [[model.__.scrollToTopFx, scrollToTop]] });
  return { model, scope, scrollToTop };
}

describe('navigation model', () => {
  it('keeps the last 20 pages', async () => {
    const { model, scope } = setup();
    for (let page = 0; page < 25; page += 1) await allSettled(model.routeResolved, { scope, params: change(page ? `/en/p${page - 1}` : undefined, `/en/p${page}`) });
    expect(scope.getState(model.$history)).toHaveLength(20);
    expect(scope.getState(model.$history).at(-1)).toBe('/en/p24');
  });

  it('hides an open modal when the page changes, but not for a modal link on the same page or in maintenance', async () => {
    const { model, scope } = setup();
    await allSettled(model.modalOpened, { scope, params: 'login' });
    await allSettled(model.routeResolved, { scope, params: change('/en/casino', '/en/casino?modal=login') });
    expect(scope.getState(model.$openModal)).toBe('login');
    await allSettled(model.routeResolved, { scope, params: change('/en/casino', '/en/poker', { maintenance: true }) });
    expect(scope.getState(model.$openModal)).toBe('login');
    await allSettled(model.routeResolved, { scope, params: change('/en/casino', '/en/poker') });
    expect(scope.getState(model.$openModal)).toBeNull();
  });

  it('opens the modal the decision asks for', async () => {
    const { model, scope } = setup();
    await allSettled(model.routeResolved, { scope, params: change(undefined, '/en?showForgotPasswordModal=1', { routeId: 'home', modal: 'forgot-password' }) });
    expect(scope.getState(model.$openModal)).toBe('forgot-password');
  });

  it('scrolls to the top on a new page, but not on the first page, a query change or a route that keeps its scroll', async () => {
    const { model, scope, scrollToTop } = setup();
    await allSettled(model.routeResolved, { scope, params: change(undefined, '/en/casino', { routeId: 'casino' }) });
    await allSettled(model.routeResolved, { scope, params: change('/en/casino', '/en/casino?page=2', { routeId: 'casino' }) });
    await allSettled(model.routeResolved, { scope, params: change('/en/line/football', '/en/line/tennis', { routeId: 'sports.section' }) });
    expect(scrollToTop).not.toHaveBeenCalled();
    await allSettled(model.routeResolved, { scope, params: change('/en/casino', '/en/poker', { routeId: 'poker' }) });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });
});

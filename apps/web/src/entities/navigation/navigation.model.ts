import { hidesModals, routeById, scrollsToTop, type ModalKey } from '@betting/routing';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { pushRouteHistory } from '../../shared/lib/route-history';

export interface RouteResolved {
  /** The URL shown before; undefined on the first page of the visit. */
  readonly from: string | undefined;
  readonly to: string;
  readonly routeId: string | undefined;
  readonly maintenance: boolean;
  /** The modal the navigation decision asks for (the forgot-password link, `?modal=`…). */
  readonly modal: ModalKey | undefined;
}

/** What follows a page change: the route history, the open modal, and the scroll position. */
export function createNavigationModel() {
  const routeResolved = createEvent<RouteResolved>();
  const modalOpened = createEvent<ModalKey>();
  const modalClosed = createEvent();

  const $history = createStore<string[]>([]).on(routeResolved, (history, { to }) => pushRouteHistory(history, to));
  const $openModal = createStore<ModalKey | null>(null)
    .on(modalOpened, (_, modal) => modal)
    .reset(modalClosed);

  const scrollToTopFx = createEffect(() => window.scrollTo({ top: 0 }));

  sample({
    clock: routeResolved,
    filter: ({ from, to, maintenance }) => from !== undefined && hidesModals({ from, to, maintenance }),
    target: modalClosed,
  });
  sample({
    clock: routeResolved.map(({ modal }) => modal),
    filter: (modal): modal is ModalKey => modal !== undefined,
    target: modalOpened,
  });
  sample({
    clock: routeResolved,
    filter: ({ from, to, routeId }) => from !== undefined && scrollsToTop({ from, to }, routeId === undefined ? undefined : routeById(routeId)),
    target: scrollToTopFx,
  });

  return { routeResolved, modalOpened, modalClosed, $history, $openModal, __: { scrollToTopFx } };
}

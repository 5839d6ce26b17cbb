import { orderFilters, type OrderFilter } from '../../core/ports/driven/order-repository';

/** Manage All Orders as a link opens it: on one view of the orders (`?view=to-ship`). */
export interface OrderViewSearch {
  view?: OrderFilter;
}

/** The address bar's `view` read leniently: an unknown one is left out (every order shows). */
export function orderViewSearchOf(search: Record<string, unknown>): OrderViewSearch {
  const view = orderFilters.find((filter) => filter === search.view);
  return view ? { view } : {};
}

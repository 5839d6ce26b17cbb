import type { User } from '../../core/domain/user';
import type { OrdersApi } from '../../core/ports/orders-api';
import type { Ordering, OrderRequest } from '../../core/shop/ordering';

/** The orders API without a network hop, acting as whoever `caller` names: for demos and the contract suite. */
export class InProcessOrdersApi implements OrdersApi {
  constructor(
    private readonly ordering: Ordering,
    private readonly caller: () => User | null,
  ) {}

  placeOrder(request: OrderRequest) {
    return this.ordering.placeOrder(this.caller(), request);
  }

  listOrders(customer: string) {
    return this.ordering.listOrders(this.caller(), customer);
  }

  getOrder(id: string) {
    return this.ordering.getOrder(this.caller(), id);
  }

  async deleteOrder(id: string) {
    await this.ordering.deleteOrder(this.caller(), id);
  }
}

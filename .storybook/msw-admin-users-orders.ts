import { delay, http, HttpResponse } from 'msw';
import type { Order } from '../core/domain/order';
import type { User } from '../core/domain/user';
import { sampleId, sampleProducts } from './msw-handlers';

/**
 * Sample users and orders, and msw handlers, for the admin's All Users and Manage All Orders
 * stories. They answer the paths of adapters/http/contract.ts with the shapes it declares:
 * GET /api/users, PUT /api/user/admin/:email, DELETE /api/user/admin/:email, DELETE /api/user/:email,
 * GET /api/allOrders?limit&cursor and PUT /api/order/shipped/:id. Failures answer `{ type, message }`.
 *
 * Stories pass `adminHandlers` at meta level (`parameters: { msw: { handlers: adminHandlers } }`);
 * a story replaces one by its key: `{ msw: { handlers: { users: usersErrorHandler } } }`.
 */

/** The signed-in admin of the stories: the row marked "(you)". */
export const sampleAdmin: User = { id: 'user-admin', email: 'admin@hartwell.example', displayName: 'Hartwell Admin', role: 'admin', emailVerified: true };

/** A second admin, whose admin role may be removed. */
export const otherAdmin: User = { id: 'user-maya.okafor', email: 'maya.okafor@hartwell.example', displayName: 'Maya Okafor', role: 'admin', emailVerified: true };

/** A customer who can be made an admin or removed. */
export const sampleCustomerUser: User = { id: 'user-dev.patel', email: 'dev.patel@example.com', displayName: 'Dev Patel', role: 'customer', emailVerified: true };

export const sampleUsers: User[] = [
  sampleAdmin,
  otherAdmin,
  sampleCustomerUser,
  { id: 'user-lena.fischer', email: 'lena.fischer@example.com', displayName: 'Lena Fischer', role: 'customer', emailVerified: true },
  { id: 'user-tomas.ruiz', email: 'tomas.ruiz@example.com', displayName: 'Tomás Ruiz', role: 'customer', emailVerified: true },
  { id: 'user-procurement.department', email: 'procurement.department@northbridge-fabrication.example', displayName: 'Northbridge Fabrication Ltd.', role: 'customer', emailVerified: true },
  { id: 'user-grace.liu', email: 'grace.liu@example.com', displayName: 'Grace Liu', role: 'customer', emailVerified: true },
];

/** Only the signed-in admin: the shop's last admin. */
export const onlyAdminUsers: User[] = [sampleAdmin];

export const adminErrorBody = { type: 'internal', message: 'The shop could not reach its user records. Please try again in a moment.' } as const;
export const makeAdminForbiddenBody = { type: 'forbidden', message: 'Only admins may change roles' } as const;
export const lastAdminBody = { type: 'conflict', message: 'The shop must keep at least one admin' } as const;
export const ownAdminRoleBody = { type: 'forbidden', message: 'You cannot remove your own admin role' } as const;
export const allOrdersErrorBody = { type: 'internal', message: 'The shop could not reach its order book. Please try again in a moment.' } as const;

const emailParam = (value: unknown) => decodeURIComponent(String(value)).toLowerCase();
const noSuchUser = () => HttpResponse.json({ type: 'not_found', message: 'No user has that email' }, { status: 404 });

/** GET /api/users: every user. */
export const usersHandler = (users: User[] = sampleUsers) => http.get('*/api/users', () => HttpResponse.json(users));

/** GET /api/users that never answers: the list stays in its loading state. */
export const usersLoadingHandler = http.get('*/api/users', async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

/** GET /api/users answering 500 with the contract's error body. */
export const usersErrorHandler = http.get('*/api/users', () => HttpResponse.json(adminErrorBody, { status: 500 }));

/** GET /api/users with no users at all. */
export const usersEmptyHandler = usersHandler([]);

/** PUT /api/user/admin/:email: the user, now an admin; 404 for an unknown email. `onRequest` sees each email. */
export const makeAdminHandler = (users: User[] = sampleUsers, onRequest?: (email: string) => void) =>
  http.put('*/api/user/admin/:email', ({ params }) => {
    const email = emailParam(params.email);
    onRequest?.(email);
    const user = users.find((u) => u.email.toLowerCase() === email);
    if (!user) return noSuchUser();
    return HttpResponse.json({ ...user, role: 'admin' } satisfies User);
  });

/** PUT /api/user/admin/:email answering 403 `forbidden`: the screen says 'Failed To Make Admin'. */
export const makeAdminForbiddenHandler = http.put('*/api/user/admin/:email', () => HttpResponse.json(makeAdminForbiddenBody, { status: 403 }));

/** PUT /api/user/admin/:email answering 500 with the contract's error body. */
export const makeAdminErrorHandler = http.put('*/api/user/admin/:email', () => HttpResponse.json(adminErrorBody, { status: 500 }));

/**
 * DELETE /api/user/admin/:email: `{ email }`, as the server does: 403 for the caller's own role,
 * 409 when no other admin would be left, 404 for an unknown email. `onRequest` sees each email.
 */
export const removeAdminHandler = (users: User[] = sampleUsers, onRequest?: (email: string) => void, caller: User = sampleAdmin) =>
  http.delete('*/api/user/admin/:email', ({ params }) => {
    const email = emailParam(params.email);
    onRequest?.(email);
    if (email === caller.email.toLowerCase()) return HttpResponse.json(ownAdminRoleBody, { status: 403 });
    const user = users.find((u) => u.email.toLowerCase() === email);
    if (!user) return noSuchUser();
    if (user.role === 'admin' && users.filter((u) => u.role === 'admin').length <= 1) return HttpResponse.json(lastAdminBody, { status: 409 });
    return HttpResponse.json({ email: user.email });
  });

/** DELETE /api/user/admin/:email answering 409: the shop must keep at least one admin. */
export const removeAdminLastAdminHandler = http.delete('*/api/user/admin/:email', () => HttpResponse.json(lastAdminBody, { status: 409 }));

/** DELETE /api/user/:email: `{ email }`; 403 for the caller, 409 for the last admin, 404 for an unknown email. `onRequest` sees each email. */
export const removeUserHandler = (users: User[] = sampleUsers, onRequest?: (email: string) => void, caller: User = sampleAdmin) =>
  http.delete('*/api/user/:email', ({ params }) => {
    const email = emailParam(params.email);
    onRequest?.(email);
    if (email === caller.email.toLowerCase()) return HttpResponse.json({ type: 'forbidden', message: 'You cannot remove your own account' }, { status: 403 });
    const user = users.find((u) => u.email.toLowerCase() === email);
    if (!user) return noSuchUser();
    if (user.role === 'admin' && users.filter((u) => u.role === 'admin').length <= 1) return HttpResponse.json(lastAdminBody, { status: 409 });
    return HttpResponse.json({ email: user.email });
  });

/** DELETE /api/user/:email answering 409: removing that admin would leave the shop without one. */
export const removeUserLastAdminHandler = http.delete('*/api/user/:email', () => HttpResponse.json(lastAdminBody, { status: 409 }));

/** DELETE /api/user/:email answering 500 with the contract's error body. */
export const removeUserErrorHandler = http.delete('*/api/user/:email', () => HttpResponse.json(adminErrorBody, { status: 500 }));

/*
 * All orders, as an admin sees them: newest first, from several customers.
 */

const customers = sampleUsers.filter((user) => user.role === 'customer');

const adminOrder = (n: number, status: 'unpaid' | 'paid' | 'shipped', phone = '+1 416 555 0142'): Order => {
  const product = sampleProducts[(n * 5) % sampleProducts.length];
  const customer = customers[n % customers.length];
  const quantity = product.min + ((n * 7) % (product.max - product.min + 1));
  const paid = status !== 'unpaid';
  return {
    _id: sampleId(7000 + n),
    productId: product._id,
    product: product.name,
    customerId: customer.id,
    customer: customer.email,
    customerName: customer.displayName,
    phone,
    quantity,
    totalPrice: product.price * quantity,
    paid,
    shipped: status === 'shipped',
    transactionId: paid ? `pi_3Qx${String(7000 + n)}Hartwell7kLmN2pQ` : null,
    // Newest first, as the server sends them: a higher n was placed earlier.
    placedAt: new Date(Date.UTC(2025, 6, 31, 18) - n * 5 * 3_600_000).toISOString(),
  };
};

const statusOf = (n: number) => (['paid', 'unpaid', 'shipped'] as const)[n % 3];

/** 30 orders of mixed customers, products and statuses: three pages of 12, 12 and 6. */
export const adminOrders: Order[] = Array.from({ length: 30 }, (_, n) => adminOrder(n, statusOf(n), n % 4 === 3 ? '' : undefined));

/** The first order listed: paid and not yet shipped, so it can be shipped. */
export const shippableOrder = adminOrders[0];
/** Unpaid: it cannot be shipped. */
export const unpaidAdminOrder = adminOrders[1];
/** Already shipped. */
export const shippedAdminOrder = adminOrders[2];

/** One order of each status, for short tables. */
export const fewAdminOrders: Order[] = [shippableOrder, unpaidAdminOrder, shippedAdminOrder];

/** GET /api/allOrders, paged by `limit` and an opaque `cursor` (here: the offset). */
export const allOrdersHandler = (orders: Order[] = adminOrders) =>
  http.get('*/api/allOrders', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12);
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const next = offset + limit;
    return HttpResponse.json({ items: orders.slice(offset, next), nextCursor: next < orders.length ? String(next) : null });
  });

/** GET /api/allOrders that never answers: the list stays in its loading state. */
export const allOrdersLoadingHandler = http.get('*/api/allOrders', async () => {
  await delay('infinite');
  return HttpResponse.json({ items: [], nextCursor: null });
});

/** GET /api/allOrders answering 500 with the contract's error body. */
export const allOrdersErrorHandler = http.get('*/api/allOrders', () => HttpResponse.json(allOrdersErrorBody, { status: 500 }));

/** GET /api/allOrders with no orders at all. */
export const allOrdersEmptyHandler = allOrdersHandler([]);

/** GET /api/allOrders whose first page loads and whose next pages fail (500). */
export const allOrdersMoreFailsHandler = (orders: Order[] = adminOrders) =>
  http.get('*/api/allOrders', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('cursor')) return HttpResponse.json(allOrdersErrorBody, { status: 500 });
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12);
    return HttpResponse.json({ items: orders.slice(0, limit), nextCursor: limit < orders.length ? String(limit) : null });
  });

/**
 * PUT /api/order/shipped/:id: the order, now shipped, as the server does: 409 for an unpaid or
 * already shipped order, 404 for an unknown one. `onRequest` sees each id.
 */
export const shipOrderHandler = (orders: Order[] = adminOrders, onRequest?: (id: string) => void) =>
  http.put('*/api/order/shipped/:id', ({ params }) => {
    const id = String(params.id);
    onRequest?.(id);
    const order = orders.find((o) => o._id === id);
    if (!order) return HttpResponse.json({ type: 'not_found', message: 'There is no such order' }, { status: 404 });
    if (order.shipped) return HttpResponse.json({ type: 'conflict', message: 'This order is already shipped' }, { status: 409 });
    if (!order.paid) return HttpResponse.json({ type: 'conflict', message: 'An unpaid order cannot be shipped' }, { status: 409 });
    return HttpResponse.json({ ...order, shipped: true } satisfies Order);
  });

/** PUT /api/order/shipped/:id answering 409: someone shipped it meanwhile. */
export const shipOrderConflictHandler = http.put('*/api/order/shipped/:id', () =>
  HttpResponse.json({ type: 'conflict', message: 'This order is already shipped' }, { status: 409 }),
);

/** PUT /api/order/shipped/:id answering 500 with the contract's error body. */
export const shipOrderErrorHandler = http.put('*/api/order/shipped/:id', () => HttpResponse.json(allOrdersErrorBody, { status: 500 }));

/** PUT /api/order/shipped/:id that never answers: the Ship button stays busy. */
export const shipOrderPendingHandler = http.put('*/api/order/shipped/:id', async () => {
  await delay('infinite');
  return HttpResponse.json(allOrdersErrorBody, { status: 500 });
});

/** The admin screens' handlers, by name, merged into the preview's defaults at meta level. */
export const adminHandlers = {
  users: usersHandler(),
  makeAdmin: makeAdminHandler(),
  removeAdmin: removeAdminHandler(),
  removeUser: removeUserHandler(),
  allOrders: allOrdersHandler(),
  shipOrder: shipOrderHandler(),
};

import { auditActorOf } from '../../core/domain/audit';
import type { ShopServices } from '../../core/shop/shop-services';
import type { Handlers } from './dispatcher';
import { onTheWire, publicReviewOnTheWire } from '../../core/contract';

const allOnTheWire = <T extends { productName: string; customerEmail: string }>(records: T[]) => records.map(onTheWire);

/** Each route of the contract as one use case call: the whole API, with no web framework in it. */
export function shopHandlers(shop: ShopServices): Handlers {
  const { cardConfirmation } = shop;
  return {
    listProducts: ({ query }) => shop.catalogue.listProducts(query),
    searchProducts: ({ query }) => shop.catalogue.search({ q: query.q, sort: query.sort, price: query.price, inStock: query.stock === 'in', category: query.category, page: query.page }),
    suggestProducts: ({ query }) => shop.catalogue.suggest(query.q),
    getProduct: ({ params }) => shop.catalogue.getProduct(params.id),
    listCategories: () => shop.catalogue.listCategories(),
    getCategory: ({ params, query }) => shop.catalogue.categoryPage(params.id, query),
    addCategory: ({ body, caller }) => shop.catalogueAdmin.addCategory(caller, body),
    updateCategory: ({ params, body, caller }) => shop.catalogueAdmin.updateCategory(caller, params.id, body),
    deleteCategory: ({ params, caller }) => shop.catalogueAdmin.deleteCategory(caller, params.id),
    getProductDetail: ({ params }) => shop.catalogue.getProduct(params.id),

    getAuthConfig: async () => shop.authConfig,
    openSession: ({ params, bearer }) => shop.accounts.openSession(params.email, bearer),
    isAdmin: async ({ params, caller }) => ({ admin: await shop.accounts.isAdmin(caller, params.email) }),
    listUsers: () => shop.users.listUsers(),
    makeAdmin: ({ params, caller }) => shop.users.makeAdmin(caller, params.email),
    removeAdmin: ({ params, caller }) => shop.users.removeAdmin(caller, params.email),
    removeUser: ({ params, caller }) => shop.users.removeUser(caller, params.email),

    addProduct: ({ body, caller }) => shop.catalogueAdmin.addProduct(caller, body),
    updateProduct: ({ params, body, caller }) => shop.catalogueAdmin.updateProduct(caller, params.id, body),
    deleteProduct: ({ params, caller }) => shop.catalogueAdmin.deleteProduct(caller, params.id),
    uploadImage: ({ body }) => shop.images.save(body),
    exportCatalogue: () => shop.catalogueTransfer.exportFile(),
    importCatalogue: ({ query, body, caller }) => shop.catalogueTransfer.importFile(body, query.mode === 'apply', auditActorOf(caller)),

    getProfile: ({ params, caller }) => shop.profiles.getProfile(caller, params.email),
    saveProfile: ({ params, body, caller }) => shop.profiles.saveProfile(caller, params.email, body),

    listAddresses: ({ caller }) => shop.addresses.list(caller),
    addAddress: ({ body, caller }) => shop.addresses.add(caller, body.address, body.makeDefault),
    updateAddress: ({ params, body, caller }) => shop.addresses.update(caller, params.id, body.address),
    deleteAddress: ({ params, caller }) => shop.addresses.remove(caller, params.id),
    makeDefaultAddress: ({ params, caller }) => shop.addresses.makeDefault(caller, params.id),

    writeReview: async ({ body, caller }) => onTheWire(await shop.reviews.writeReview(caller, body)),
    editReview: async ({ params, body, caller }) => onTheWire(await shop.reviews.editReview(caller, params.id, body)),
    deleteReview: ({ params, caller }) => shop.reviews.deleteReview(caller, params.id),
    myReviews: async ({ caller }) => {
      const { reviews, reviewable } = await shop.reviews.myReviews(caller);
      return { reviews: allOnTheWire(reviews), reviewable: reviewable.map(({ productId, productName }) => ({ productId, product: productName })) };
    },
    productReviews: async ({ params }) => {
      const { latest, ...rating } = await shop.reviews.productReviews(params.id);
      return { ...rating, latest: latest.map(publicReviewOnTheWire) };
    },
    latestReviews: async () => (await shop.reviews.latestReviews()).map(publicReviewOnTheWire),

    sendContactMessage: ({ body }) => shop.contact.receive(body),
    listMessages: ({ query }) => shop.contact.listMessages(query),
    markMessageRead: ({ params }) => shop.contact.markRead(params.id),

    listAllOrders: async ({ query }) => {
      const page = await shop.fulfilment.listAllOrders(query);
      return { ...page, items: allOnTheWire(page.items) };
    },
    shipOrder: async ({ params, body, caller }) => onTheWire(await shop.fulfilment.shipOrder(caller, params.id, body)),
    recordPaymentOnAccount: async ({ params, body, caller }) => onTheWire(await shop.fulfilment.recordPaymentOnAccount(caller, params.id, body.reference)),
    addOrderNote: ({ params, body, caller }) => shop.fulfilment.addNote(caller, params.id, body.text),
    cancelOrder: async ({ params, caller }) => onTheWire(await shop.cancellations.cancelOrder(caller, params.id)),
    refundLines: async ({ params, caller, body }) => onTheWire(await shop.lineRefunds.refundLines(caller, params.id, body)),
    declineCancellation: async ({ params, body, caller }) => onTheWire(await shop.cancellations.declineCancellation(caller, params.id, body.reason)),
    requestCancellation: async ({ params, body, caller }) => onTheWire(await shop.cancellations.requestCancellation(caller, params.id, body.reason)),
    getOrderDetail: async ({ params, caller }) => {
      const { order, ...detail } = await shop.ordering.getOrderDetail(caller, params.id);
      return { ...detail, order: onTheWire(order) };
    },
    sendVerificationEmail: ({ caller }) => shop.accountEmails.sendVerification(caller),
    requestPasswordReset: ({ body }) => shop.accountEmails.sendPasswordReset(body.email),
    checkAccount: async ({ body }) => (await shop.accounts.checkAccount(body.email), { checked: true as const }),
    listOutbox: ({ query }) => shop.outbox.listOutbox(query),
    listAudit: ({ query }) => shop.audit.list(query),
    requestQuote: ({ body, caller }) => shop.quotes.request(caller, body),
    listMyQuotes: ({ caller }) => shop.quotes.mine(caller),
    getQuote: ({ params, caller }) => shop.quotes.get(caller, params.id),
    acceptQuote: async ({ params, body, caller }) => {
      const { quote, order } = await shop.quotes.accept(caller, params.id, body);
      return { quote, order: onTheWire(order) };
    },
    declineQuote: ({ params, caller }) => shop.quotes.decline(caller, params.id),
    listQuotes: ({ query }) => shop.quotes.list(query),
    answerQuote: ({ params, body, caller }) => shop.quotes.answer(caller, params.id, body),
    getTaxSettings: async () => {
      const { country, rate, countryRates, zeroRated } = shop.ordering.taxSettings();
      return { country, rate, countryRates: { ...countryRates }, zeroRated: [...zeroRated] };
    },
    listOrderDocuments: ({ params, caller }) => shop.documents.forOrder(caller, params.id),
    getDocumentFile: ({ params, caller }) => shop.documents.file(caller, params.id),
    listDocuments: ({ query }) => shop.documents.listByPeriod(query),
    exportDocuments: ({ query }) => shop.documents.exportByPeriod(query),
    getShopFigures: ({ query }) => shop.figures.dashboard(query.by),
    getMyTradeAccount: ({ caller }) => shop.trade.mine(caller),
    getTradeAccountDetail: ({ params }) => shop.trade.detail(params.id),
    applyForTradeAccount: ({ body, caller }) => shop.trade.apply(caller, body),
    listCompanyOrders: async ({ caller }) => allOnTheWire(await shop.trade.companyOrders(caller)),
    inviteTradeBuyer: ({ body, caller }) => shop.trade.invite(caller, body.email),
    withdrawTradeInvitation: ({ params, caller }) => shop.trade.withdrawInvitation(caller, params.email),
    removeTradeBuyer: ({ params, caller }) => shop.trade.removeBuyer(caller, params.id),
    acceptTradeInvitation: ({ params, caller }) => shop.trade.acceptInvitation(caller, params.id),
    declineTradeInvitation: ({ params, caller }) => shop.trade.declineInvitation(caller, params.id),
    listTradeAccounts: ({ query }) => shop.trade.list(query),
    getTradeAccount: ({ params }) => shop.trade.get(params.id),
    decideTradeAccount: ({ params, body, caller }) => shop.trade.decide(caller, params.id, body),
    setTradePrices: ({ params, body, caller }) => shop.trade.setPrices(caller, params.id, body),
    setTradeCredit: ({ params, body, caller }) => shop.trade.setCredit(caller, params.id, body.credit),
    resendEmail: ({ params }) => shop.outbox.resend(params.id),

    placeOrder: async ({ body, caller }) => ({ success: true, order: onTheWire(await shop.ordering.placeOrder(caller, body)) }),
    listOrders: async ({ query, caller }) => allOnTheWire(await shop.ordering.listOrders(caller, query.customer)),
    getOrder: async ({ params, caller }) => onTheWire(await shop.ordering.getOrder(caller, params.id)),
    deleteOrder: ({ params, caller }) => shop.ordering.deleteOrder(caller, params.id),

    getCart: ({ caller }) => shop.carts.view(caller),
    addToCart: ({ body, caller }) => shop.carts.add(caller, body.productId, body.quantity),
    setCartQuantity: ({ params, body, caller }) => shop.carts.setQuantity(caller, params.id, body.quantity),
    removeFromCart: ({ params, caller }) => shop.carts.remove(caller, params.id),
    mergeCart: ({ body, caller }) => shop.carts.merge(caller, body.items),
    previewCart: ({ body }) => shop.carts.preview(body.items),
    checkout: async ({ body, caller }) => ({ success: true, order: onTheWire(await shop.ordering.checkout(caller, body)) }),

    getPaymentConfig: async () => shop.paymentConfig,
    createPaymentIntent: ({ body, caller }) => shop.payments.createPaymentIntent(caller, body.orderId),
    recordPayment: async ({ params, body, caller }) => onTheWire(await shop.payments.recordPayment(caller, params.id, body.transactionId)),
    confirmSandboxCard:
      cardConfirmation &&
      (({ body }) => cardConfirmation.confirm(body.clientSecret, { number: body.number, expiry: body.expiry, cvc: body.cvc }, { name: body.name, email: body.email })),
  };
}

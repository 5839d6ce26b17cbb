export { MyOrdersPage } from './my-orders-page';
export { PaymentPage } from './payment-page';
export { OrderPage } from './order-page';
export { MyProfilePage } from './my-profile-page';
export { MyReviewsPage } from './my-reviews-page';
export { TradeAccountPage } from './trade-account-page';
export { MyQuotesPage, QuotePage } from './quote-pages';

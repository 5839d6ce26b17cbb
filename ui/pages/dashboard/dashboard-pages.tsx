import { soon } from './soon';

export { MyOrdersPage } from './my-orders-page';
export { PaymentPage } from './payment-page';
export const MyProfilePage = soon('My Profile');
export const MyReviewsPage = soon('My Reviews');

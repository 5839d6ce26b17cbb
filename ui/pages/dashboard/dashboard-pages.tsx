import { soon } from './soon';

export { MyOrdersPage } from './my-orders-page';
export const PaymentPage = soon('Payment');
export const MyProfilePage = soon('My Profile');
export const MyReviewsPage = soon('My Reviews');

import { soon } from './soon';

export const MyOrdersPage = soon('My Orders');
export const PaymentPage = soon('Payment');
export const MyProfilePage = soon('My Profile');
export const MyReviewsPage = soon('My Reviews');

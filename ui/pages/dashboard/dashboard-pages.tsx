import { soon } from './soon';

export { MyOrdersPage } from './my-orders-page';
export { PaymentPage } from './payment-page';
export { MyProfilePage } from './my-profile-page';
export const MyReviewsPage = soon('My Reviews');

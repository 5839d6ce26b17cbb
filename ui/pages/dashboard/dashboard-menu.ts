import { FailedEmailsBadge } from '../../admin/failed-emails';
import { UnreadMessagesBadge } from '../../admin/unread-messages';

/** The dashboard's sidebar: what each kind of user finds there, in the spec's order. */
export const customerMenu = [
  { to: '/dashboard', label: 'My Order' },
  { to: '/dashboard/review', label: 'My Reviews' },
  { to: '/dashboard/myProfile', label: 'My Profile' },
  { to: '/dashboard/trade-account', label: 'Trade account' },
  { to: '/dashboard/quotes', label: 'Quotes' },
] as const;

export const adminMenu = [
  { to: '/dashboard/users', label: 'All Users' },
  { to: '/dashboard/addProduct', label: 'Add Product' },
  { to: '/dashboard/manageProduct', label: 'Manage Products' },
  { to: '/dashboard/manageCategories', label: 'Manage Categories' },
  { to: '/dashboard/catalogueFile', label: 'Import and Export' },
  { to: '/dashboard/manageOrders', label: 'Manage All Orders' },
  { to: '/dashboard/tradeAccounts', label: 'Trade accounts' },
  { to: '/dashboard/manageQuotes', label: 'Quotes' },
  { to: '/dashboard/figures', label: 'Shop figures' },
  { to: '/dashboard/invoices', label: 'Invoices' },
  { to: '/dashboard/messages', label: 'Messages', Mark: UnreadMessagesBadge },
  { to: '/dashboard/outbox', label: 'Outbox', Mark: FailedEmailsBadge },
  { to: '/dashboard/audit', label: 'Audit log' },
  { to: '/dashboard/myProfile', label: 'My Profile' },
] as const;

import { getRouteApi } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { AddProduct } from '../../admin/add-product';
import { AllUsers } from '../../admin/all-users';
import { CatalogueFile } from '../../admin/catalogue-file';
import { ManageCategories } from '../../admin/manage-categories';
import { ManageOrders } from '../../admin/manage-orders';
import { ManageProducts } from '../../admin/manage-products';
import { PackingSlipScreen } from '../../admin/packing-slip-page';
import { Messages } from '../../admin/messages';
import { Outbox } from '../../admin/outbox';
import { AuditLog } from '../../admin/audit-log';
import { TradeAccounts } from '../../admin/trade-accounts';
import { ManageQuotes } from '../../admin/manage-quotes';
import { Invoices } from '../../admin/invoices';
import { ShopFigures } from '../../admin/shop-figures';
import { UpdateProduct } from '../../admin/update-product';
import { useAuth } from '../../auth/auth-context';
import { RequireAdmin } from '../../auth/guards';
import { useDocumentTitle } from '../../components/page-shell';

/** An admin screen: behind the admin guard, with its title. */
const adminOnly = (title: string, Screen: ComponentType) =>
  function AdminScreen() {
    useDocumentTitle(title);
    return (
      <RequireAdmin>
        <Screen />
      </RequireAdmin>
    );
  };

function Users() {
  const { user } = useAuth();
  return user ? <AllUsers currentEmail={user.email} /> : null;
}

const updateRoute = getRouteApi('/dashboard/updateProduct/$id');

function Update() {
  const { id } = updateRoute.useParams();
  return <UpdateProduct key={id} id={id} />;
}

export const AllUsersPage = adminOnly('All Users', Users);
export const AddProductPage = adminOnly('Add Product', AddProduct);
export const ManageProductsPage = adminOnly('Manage Products', ManageProducts);
export const ManageCategoriesPage = adminOnly('Manage Categories', ManageCategories);
export const CatalogueFilePage = adminOnly('Import and Export', CatalogueFile);
export const UpdateProductPage = adminOnly('Update Product', Update);
export const ManageOrdersPage = adminOnly('Manage All Orders', () => <ManageOrders />);
export const MessagesPage = adminOnly('Messages', () => <Messages />);
export const OutboxPage = adminOnly('Outbox', () => <Outbox />);
export const AuditLogPage = adminOnly('Audit log', () => <AuditLog />);
export const TradeAccountsPage = adminOnly('Trade accounts', () => <TradeAccounts />);
export const ManageQuotesPage = adminOnly('Quotes', () => <ManageQuotes />);
export const InvoicesPage = adminOnly('Invoices', () => <Invoices />);
export const ShopFiguresPage = adminOnly('Shop figures', () => <ShopFigures />);

const slipRoute = getRouteApi('/dashboard/order/$id/slip');

function Slip() {
  const { id } = slipRoute.useParams();
  return <PackingSlipScreen key={id} id={id} />;
}

export const PackingSlipPage = adminOnly('Packing slip', Slip);

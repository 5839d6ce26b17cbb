import type { ComponentType } from 'react';
import { RequireAdmin } from '../../auth/guards';
import { soon } from './soon';

const adminOnly = (Screen: ComponentType) =>
  function AdminScreen() {
    return (
      <RequireAdmin>
        <Screen />
      </RequireAdmin>
    );
  };

export const AllUsersPage = adminOnly(soon('All Users'));
export const AddProductPage = adminOnly(soon('Add Product'));
export const ManageProductsPage = adminOnly(soon('Manage Products'));
export const UpdateProductPage = adminOnly(soon('Update Product'));
export const ManageOrdersPage = adminOnly(soon('Manage All Orders'));

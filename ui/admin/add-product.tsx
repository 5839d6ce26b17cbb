import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { NewProduct } from '../../core/domain/product';
import { Card } from '../components/card';
import { DashboardSection } from '../components/dashboard-section';
import { useToast } from '../components/toast';
import { useAddProduct } from '../queries/catalogue-writes';
import { ProductForm } from './product-form';

/** /dashboard/addProduct: a new product for the catalogue; the form starts afresh after each one added. */
export function AddProduct() {
  const addProduct = useAddProduct();
  const toast = useToast();
  // A new key after each product added: an empty form, picture included.
  const [round, setRound] = useState(0);

  const add = async (product: NewProduct) => {
    try {
      await addProduct.mutateAsync(product);
    } catch (error) {
      toast.error(messages.addProductFailed);
      throw error;
    }
    toast.success(messages.productAdded);
    setRound((n) => n + 1);
  };

  return (
    <DashboardSection
      title="Add Product"
      aside={
        <Link to="/dashboard/manageProduct" className="text-sm font-semibold text-brand hover:text-brand-strong">
          Manage Products
        </Link>
      }
    >
      <Card className="max-w-3xl p-6">
        <ProductForm key={round} submitLabel="Add Product" onSubmit={add} />
      </Card>
    </DashboardSection>
  );
}

import { headedWithBasis } from '../../core/domain/shown-prices';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { Product } from '../../core/domain/product';
import { errorTypeOf } from '../../core/shop/errors';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Button, buttonClass } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { ConfirmDialog } from '../components/dialog';
import { ShowMore } from '../components/show-more';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { useToast } from '../components/toast';
import { formatCounted, formatPrice } from '../format';
import { useDeleteProduct } from '../queries/catalogue-writes';
import { messageOf } from '../error-message';

interface RowActionsProps {
  product: Product;
  onDelete(product: Product): void;
}

function ProductActions({ product, onDelete }: RowActionsProps) {
  return (
    <div className="flex gap-2">
      <Link to="/dashboard/updateProduct/$id" params={{ id: product._id }} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${product.name}`}>
        Edit
      </Link>
      <Button variant="danger" size="sm" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`}>
        Delete
      </Button>
    </div>
  );
}

function Thumbnail({ product, size }: { product: Product; size: 'sm' | 'md' }) {
  return (
    <img
      src={product.image}
      alt={product.name}
      width={size === 'sm' ? 56 : 80}
      height={size === 'sm' ? 56 : 80}
      loading="lazy"
      decoding="async"
      className={size === 'sm' ? 'size-14 shrink-0 rounded-md border border-line bg-canvas object-cover' : 'size-20 shrink-0 rounded-md border border-line bg-canvas object-cover'}
    />
  );
}

export interface ProductsTableProps {
  products: Product[];
  onDelete(product: Product): void;
}

/** The products as a table where its columns fit, one card per product where they do not (phones, small tablets). */
export function ProductsTable({ products, onDelete }: ProductsTableProps) {
  const actions = (product: Product) => <ProductActions product={product} onDelete={onDelete} />;
  const columns: ListColumn<Product>[] = [
    { header: 'Image', cell: (product) => <Thumbnail product={product} size="sm" />, inCard: false },
    { header: 'Name', cell: (product) => product.name, strong: true, long: true, inCard: false },
    { header: headedWithBasis('Price', 'ex-vat'), cell: (product) => formatPrice(product.price), numeric: true, strong: true },
    { header: 'Maximum', cell: (product) => product.max, numeric: true },
    { header: 'Minimum', cell: (product) => product.min, numeric: true },
    { header: 'Stock', cell: (product) => formatCounted(product.stock, 'unit', 'units'), numeric: true, tableClassName: 'whitespace-nowrap' },
    { header: 'Action', cell: actions, tableClassName: 'whitespace-nowrap', inCard: false },
  ];
  return (
    <ResponsiveList
      items={products}
      caption="Products in the catalogue"
      columns={columns}
      tableFrom="2xl"
      card={{ title: (product) => product.name, picture: (product) => <Thumbnail product={product} size="md" />, actions }}
    />
  );
}

/** /dashboard/manageProduct: the catalogue page by page, with Edit and Delete for each product. */
export function ManageProducts() {
  const toast = useToast();
  const catalogue = useCatalogue();
  const deleteProduct = useDeleteProduct();
  const [confirming, setConfirming] = useState<Product | null>(null);

  const remove = async (product: Product) => {
    try {
      await deleteProduct.mutateAsync(product._id);
      toast.success(messages.deletedSuccessfully(product.name));
    } catch (error) {
      // Someone else deleted it meanwhile: it is gone either way.
      if (errorTypeOf(error) === 'not_found') toast.info(`${product.name} had already been deleted`);
      else toast.error(messageOf(error, 'The product could not be deleted. Please try again.'));
    } finally {
      setConfirming(null);
    }
  };

  let body;
  if (catalogue.status === 'loading')
    body = (
      <LoadingState label="Loading products" waiting={catalogue.waiting ?? false} />
    );
  else if (catalogue.status === 'error') body = <ErrorState title="The products could not be loaded" message={catalogue.message} onRetry={catalogue.onRetry} />;
  else {
    body =
      catalogue.products.length === 0 && !catalogue.hasMore ? (
        <EmptyState
          title="No products in the catalogue yet"
          action={
            <Link to="/dashboard/addProduct" className={buttonClass('primary')}>
              Add a product
            </Link>
          }
        >
          Products you add appear here, ready to edit or delete.
        </EmptyState>
      ) : (
        <div className="flex flex-col items-center gap-6">
          <div className="w-full">
            <ProductsTable products={catalogue.products} onDelete={setConfirming} />
          </div>
          <ShowMore hasMore={catalogue.hasMore} busy={catalogue.loadingMore} onClick={catalogue.onLoadMore}>
            Show more products
          </ShowMore>
        </div>
      );
  }

  return (
    <DashboardSection
      title="Manage Products"
      aside={
        <Link to="/dashboard/addProduct" className="text-sm font-semibold text-brand hover:text-brand-strong">
          Add Product
        </Link>
      }
    >
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `Delete ${confirming.name}?` : 'Delete this product?'}
        description={
          confirming && (
            <>
              {confirming.name} will be removed from the catalogue and can no longer be ordered. Orders already placed keep their product name and price. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        busy={deleteProduct.isPending}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </DashboardSection>
  );
}

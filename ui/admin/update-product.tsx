import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { NewProduct } from '../../core/domain/product';
import { buttonClass } from '../components/button';
import { Card } from '../components/card';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { catalogueKeys, productQuery } from '../queries/catalogue';
import { useUpdateProduct } from '../queries/catalogue-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { ProductForm } from './product-form';
import { messages } from '../../core/domain/messages';
import { messageOf } from '../error-message';

const backLink = 'text-sm font-semibold text-brand hover:text-brand-strong';

/** /dashboard/updateProduct/{id}: the product's form, prefilled; Save stores it and returns to Manage Products. */
export function UpdateProduct({ id }: { id: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const navigate = useNavigate();
  const product = useQuery(productQuery(api, id));
  const tryAgain = useTryAgain(catalogueKeys.product(id));
  const updateProduct = useUpdateProduct(id);

  const save = async (changes: NewProduct) => {
    let saved;
    try {
      saved = await updateProduct.mutateAsync(changes);
    } catch (error) {
      toast.error(messageOf(error, 'The product could not be saved. Please try again.'));
      throw error;
    }
    toast.success(messages.productSaved(saved.name));
    await navigate({ to: '/dashboard/manageProduct' });
  };

  let body;
  if (product.isPending)
    body = (
      <LoadingState label="Loading the product" waiting={product.isFetching} />
    );
  else if (product.isError) body = <ErrorState title="The product could not be loaded" message={messageOf(product.error)} onRetry={tryAgain} />;
  else if (product.data === null)
    body = (
      <EmptyState
        title="We could not find that product"
        action={
          <Link to="/dashboard/manageProduct" className={buttonClass('primary')}>
            Back to Manage Products
          </Link>
        }
      >
        It may have been deleted. Choose a product from the list to edit it.
      </EmptyState>
    );
  else
    body = (
      <Card className="max-w-3xl p-6">
        <p className="mb-5 text-sm text-muted">Orders already placed keep the product name and price they were placed with.</p>
        <ProductForm key={product.data._id} initial={product.data} submitLabel="Save" onSubmit={save} />
      </Card>
    );

  return (
    <DashboardSection
      title="Update Product"
      aside={
        <Link to="/dashboard/manageProduct" className={backLink}>
          ← Manage Products
        </Link>
      }
    >
      {body}
    </DashboardSection>
  );
}

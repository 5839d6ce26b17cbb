import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { MAX_ORDER_QUANTITY, MAX_PRICE, MAX_STOCK, newProductSchema, type NewProduct } from '../../core/domain/product';
import { errorTypeOf } from '../../core/shop/errors';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { TextArea, TextField } from '../components/text-field';
import { ImagePicker } from './image-picker';
import { PriceBreaksField } from './price-breaks-field';
import { ProductCategoryField } from './product-category-field';

/** What the form holds: the numbers as typed (strings), checked and turned into integers on submit. */
export type ProductFormValues = v.InferInput<typeof newProductSchema>;

const emptyValues: ProductFormValues = {
  name: '',
  partNumber: '',
  categoryId: null,
  description: '',
  price: '',
  max: '',
  min: '',
  packSize: '1',
  priceBreaks: [],
  image: '',
  stock: '',
};

const valuesOf = (product?: NewProduct): ProductFormValues =>
  product
    ? {
        name: product.name,
        partNumber: product.partNumber ?? '',
        categoryId: product.categoryId ?? null,
        description: product.description,
        price: String(product.price),
        max: String(product.max),
        min: String(product.min),
        packSize: String(product.packSize ?? 1),
        priceBreaks: (product.priceBreaks ?? []).map((b) => ({ from: String(b.from), to: b.to === null ? '' : String(b.to), price: String(b.price) })),
        image: product.image,
        stock: String(product.stock),
      }
    : emptyValues;

export interface ProductFormProps {
  /** The product being edited; without it the form starts empty. Its image is kept unless another is chosen. */
  initial?: NewProduct;
  submitLabel: string;
  /**
   * Saves the product. Reject to keep what was typed; when the rejection is the server's
   * `invalid_data`, its message is shown above the submit button.
   */
  onSubmit(product: NewProduct): Promise<void>;
}

/** A product's name, category, description, price and volume prices, order bounds and pack size, and picture, checked by the one product schema. */
export function ProductForm({ initial, submitLabel, onSubmit }: ProductFormProps) {
  const { register, handleSubmit, control, formState } = useForm<ProductFormValues, unknown, NewProduct>({
    resolver: valibotResolver(newProductSchema),
    defaultValues: valuesOf(initial),
  });
  const { errors, isSubmitting } = formState;
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async (product) => {
    setServerError(null);
    try {
      await onSubmit(product);
    } catch (error) {
      // Other failures are the screen's to report (it toasts them); the form keeps what was typed.
      if (errorTypeOf(error) === 'invalid_data' && error instanceof Error) setServerError(error.message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField label="Product Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Part number"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={initial ? 'Left empty, the product keeps its part number' : 'Left empty, the shop gives the next HT- number'}
        error={errors.partNumber?.message}
        {...register('partNumber')}
      />
      <Controller
        name="categoryId"
        control={control}
        render={({ field, fieldState }) => (
          <ProductCategoryField ref={field.ref} name={field.name} value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <TextArea label="Description" rows={5} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        <TextField label="Price" type="number" inputMode="numeric" min={1} max={MAX_PRICE} step={1} hint="Whole dollars" error={errors.price?.message} {...register('price')} />
        <TextField label="Maximum Quantity" type="number" inputMode="numeric" min={1} max={MAX_ORDER_QUANTITY} step={1} hint="Most per order" error={errors.max?.message} {...register('max')} />
        <TextField label="Minimum Quantity" type="number" inputMode="numeric" min={1} max={MAX_ORDER_QUANTITY} step={1} hint="Fewest per order" error={errors.min?.message} {...register('min')} />
        <TextField label="Pack size" type="number" inputMode="numeric" min={1} max={MAX_ORDER_QUANTITY} step={1} hint="Sold in multiples of" error={errors.packSize?.message} {...register('packSize')} />
        <TextField label="Units in stock" type="number" inputMode="numeric" min={0} max={MAX_STOCK} step={1} hint="Ready to order now" error={errors.stock?.message} {...register('stock')} />
      </div>
      <PriceBreaksField control={control} register={register} errors={errors} />
      <Controller
        name="image"
        control={control}
        render={({ field, fieldState }) => (
          <ImagePicker
            label="Image"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onUploadingChange={setUploading}
            error={fieldState.error?.message}
            alt={initial?.name}
          />
        )}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <div>
        <Button type="submit" size="lg" busy={isSubmitting} disabled={uploading} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

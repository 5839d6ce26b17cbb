import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct } from '../../.storybook/sample-data/catalogue';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { notAPictureBytes, samplePngBytes } from '../../.storybook/sample-data/pictures';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { notAPicture } from '../../core/domain/picture';
import { ImagePicker, type ImagePickerProps } from './image-picker';

/** Holds the field's value as a form would, and reports each change to the story's spy. */
function Controlled(props: ImagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ImagePicker
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onChange(url);
      }}
    />
  );
}

/** A product's picture: choosing a file uploads it to POST /api/images (the story's shop, signed in as its admin) and the value becomes its URL. */
const meta = {
  title: 'Admin/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-xl p-6"><Story /></div>],
  parameters: { shop: { signedInAs: sampleAdmin } },
  args: { value: '', onChange: fn(), onUploadingChange: fn(), label: 'Image' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = () => new File([samplePngBytes], 'saw.png', { type: 'image/png' });

/** Nothing chosen yet: a placeholder and what the shop takes. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No picture chosen yet')).toBeVisible();
    await expect(canvas.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText(/JPEG, PNG, WebP, GIF or AVIF, up to 5 MB/)).toBeVisible();
  },
};

/** Editing a product: its current picture shows until another is chosen. */
export const CurrentImage: Story = {
  args: { value: sampleProduct.image, alt: sampleProduct.name },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: `Current image of ${sampleProduct.name}` })).toHaveAttribute('src', sampleProduct.image);
    await expect(canvas.getByText(/Choose a file to replace the picture/)).toBeVisible();
  },
};

/** A chosen file shows at once and is uploaded; the value becomes the URL the shop answers. */
export const UploadPreview: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { images } = storyApi(context).shop;
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image'), picture());
    const preview = await canvas.findByRole('img', { name: 'Preview of saw.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(images.saved).toHaveLength(1));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(images.saved[0]));
    await expect(args.onUploadingChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('img', { name: 'Preview of saw.png' })).toBeVisible();
    await expect(canvas.getByLabelText('Image')).toBeEnabled();
  },
};

/** While the picture uploads the input waits, with a spinner over the preview. */
export const Uploading: Story = {
  parameters: { api: { uploadImage: 'loading' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image'), picture());
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading saw.png');
    await expect(canvas.getByText('Uploading the picture…')).toBeVisible();
    await expect(canvas.getByLabelText('Image')).toBeDisabled();
    await expect(args.onUploadingChange).toHaveBeenCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Text saved as saw.png: the shop looks at the bytes and refuses it; its message shows beneath the picker. */
export const NotAPicture: Story = {
  args: { value: sampleProduct.image, alt: sampleProduct.name },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image'), new File([notAPictureBytes], 'saw.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notAPicture);
    await expect(canvas.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    // The current picture stays.
    await expect(canvas.getByRole('img', { name: `Current image of ${sampleProduct.name}` })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(false);
  },
};

/** The form's message for an empty field. */
export const Required: Story = {
  args: { error: 'image is Required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('image is Required')).toBeVisible();
    await expect(canvas.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from './button';
import { TextField } from './text-field';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'inverse'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Buy Now', variant: 'primary', size: 'md', busy: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy Now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign Out' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete product' } };

/** For dark backgrounds, such as the hero band. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'About the works' },
  decorators: [(Story) => <div className="rounded-card bg-ink p-6"><Story /></div>],
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3 rounded-card bg-ink/5 p-4">
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * sizes.length);
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** While an action runs: a spinner, and clicks are blocked. */
export const Busy: Story = {
  args: { busy: true, children: 'Placing order' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Placing order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy Now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The ring each control draws while focused from the keyboard, as the browser computes it. */
const ringOf = (element: Element) => {
  const { outlineStyle, outlineWidth, outlineColor, outlineOffset } = getComputedStyle(element);
  return { outlineStyle, outlineWidth, outlineColor, outlineOffset };
};

/** Tabbing through a brand button, a link drawn as a button and a field: one clear 2 px ring on each. */
export const FocusRing: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <Button>Buy Now</Button>
      <a href="#dashboard" className={buttonClass('secondary')}>
        Dashboard
      </a>
      <TextField label="Phone Number" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [canvas.getByRole('button', { name: 'Buy Now' }), canvas.getByRole('link', { name: 'Dashboard' }), canvas.getByRole('textbox', { name: 'Phone Number' })];
    // The ring's colour is the design's focus token, not the brand orange it would vanish against.
    const focusColour = getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim();
    const probe = document.createElement('span');
    probe.style.color = focusColour;
    document.body.append(probe);
    const expected = { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: getComputedStyle(probe).color, outlineOffset: '2px' };
    probe.remove();
    await expect(focusColour).not.toBe('');
    for (const control of controls) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
      // (Buttons ease their colours in, the ring's among them.)
      await waitFor(() => expect(ringOf(control)).toEqual(expected));
    }
  },
};

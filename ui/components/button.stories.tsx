import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokenColour } from '../../.storybook/token-colour';
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

const white = 'rgb(255, 255, 255)';
const transparent = 'rgba(0, 0, 0, 0)';

/** The variant's colours (computed once its colour transition is over), and a click that reaches onClick. */
const looksAndClicks =
  (name: string, colours: () => { color: string; backgroundColor: string; borderTopWidth?: string; borderTopColor?: string }): Story['play'] =>
  async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toBeEnabled();
    const expected = colours();
    await waitFor(() => expect(getComputedStyle(button)).toMatchObject(expected));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  };

/** White with a grey line: the quieter choice beside a primary button. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: looksAndClicks('Cancel', () => ({ color: tokenColour('--color-ink'), backgroundColor: tokenColour('--color-surface'), borderTopWidth: '1px', borderTopColor: tokenColour('--color-line') })),
};

/** No background until hovered. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Sign Out' },
  play: looksAndClicks('Sign Out', () => ({ color: tokenColour('--color-ink'), backgroundColor: transparent })),
};

/** White on the danger red, for what cannot be undone. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete product' },
  play: looksAndClicks('Delete product', () => ({ color: white, backgroundColor: tokenColour('--color-danger') })),
};

/** For dark backgrounds, such as the hero band. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'About the works' },
  decorators: [(Story) => <div className="rounded-card bg-ink p-6"><Story /></div>],
  play: looksAndClicks('About the works', () => ({ color: tokenColour('--color-ink'), backgroundColor: white })),
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

/** A size's height and text size, and a click that reaches onClick. */
const sized =
  (height: string, fontSize: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy Now' });
    await expect(getComputedStyle(button)).toMatchObject({ height, fontSize });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  };

/** 36 px high, for tables and toolbars. */
export const Small: Story = { args: { size: 'sm' }, play: sized('36px', '14px') };
/** 52 px high, for a page's one main action. */
export const Large: Story = { args: { size: 'lg' }, play: sized('52px', '16px') };

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
    const expected = { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: tokenColour('--color-focus'), outlineOffset: '2px' };
    for (const control of controls) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
      // (Buttons ease their colours in, the ring's among them.)
      await waitFor(() => expect(ringOf(control)).toEqual(expected));
    }
  },
};

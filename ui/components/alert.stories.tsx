import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { tone: 'error', children: 'Email or password is wrong.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'info', 'success'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors are announced at once (role="alert"). */
export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email or password is wrong.');
  },
};

export const InfoMessage: Story = {
  args: { tone: 'info', children: 'Orders paid before 2 pm leave the same day.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Orders paid before 2 pm leave the same day.');
  },
};

export const SuccessMessage: Story = {
  args: { tone: 'success', children: 'Your profile was saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your profile was saved.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { contactMessages } from '../../core/domain/contact';
import { ContactForm } from './contact-form';

/**
 * The contact page's form: checked in the browser by the shop's contact schema, then sent with
 * POST /api/contact (the story's shop, a visitor's). It says the message was received only once the shop answers that it
 * stored it; when that fails it says so and keeps what was typed.
 */
const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: null } },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = { name: 'Rhiannon Price', email: 'rhiannon@example.com', message: 'Do you make a 12 mm masonry bit in packs of fifty?' };

const fill = async (canvas: ReturnType<typeof within>, values = typed) => {
  await userEvent.type(canvas.getByLabelText('Your name'), values.name);
  await userEvent.type(canvas.getByLabelText('Email address'), values.email);
  await userEvent.type(canvas.getByLabelText('Message'), values.message);
};

const submit = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Submit message' }));

/** The form as a visitor finds it: titled, three empty required fields, nothing said yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
    await expect(canvas.getByText(/^All fields are required\./)).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Contact form' }));
    for (const label of ['Your name', 'Email address', 'Message']) {
      await expect(form.getByLabelText(label)).toHaveValue('');
      await expect(form.getByLabelText(label)).toBeRequired();
      await expect(form.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    await expect(form.getByRole('button', { name: 'Submit message' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The shop stored it: thanked by name, told where the reply goes, and the form is empty for another. */
export const Sent: Story = {
  play: async (context) => {
    const api = storyApi(context);
    const canvas = within(context.canvasElement);
    await fill(canvas);
    await submit(canvas);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(contactMessages.received(typed.name)));
    await expect(status).toHaveTextContent(contactMessages.replyWithin(typed.email));
    await expect(api.callsOf('sendContactMessage').map((call) => call.body)).toEqual([typed]);
    await expect((await api.shop.repositories.messages.list({ limit: 1, cursor: null })).items[0]).toMatchObject(typed);
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The shop could not store it (500): the visitor is told, everything typed stays, and the works' address is offered. */
export const Failed: Story = {
  parameters: { api: { sendContactMessage: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(contactMessages.notReceived);
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('link', { name: 'shop@hartwell.example' })).toHaveAttribute('href', expect.stringContaining('masonry%20bit'));
    await expect(canvas.getByLabelText('Your name')).toHaveValue(typed.name);
    await expect(canvas.getByLabelText('Email address')).toHaveValue(typed.email);
    await expect(canvas.getByLabelText('Message')).toHaveValue(typed.message);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Submit message' })).toBeEnabled();
  },
};

/** Too many messages from this address in a minute (429): the server's words, and the form kept. */
export const TooMany: Story = {
  parameters: { api: { sendContactMessage: 429 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many messages from your network in a short time. Please wait a moment and try again.');
    await expect(canvas.getByLabelText('Message')).toHaveValue(typed.message);
  },
};

/** While the shop stores it, the button is busy and nothing is claimed yet. */
export const Sending: Story = {
  parameters: { api: { sendContactMessage: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit message' })).toBeDisabled());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A malformed email: its message under that field alone, the field focused; once corrected the message goes and the form sends. */
export const InvalidEmail: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fill(canvas, { ...typed, email: 'rhiannon@example' });
    await submit(canvas);
    const email = canvas.getByLabelText('Email address');
    await expect(email).toHaveAccessibleDescription('Please Provide A Valid Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    await expect(storyApi(context).callsOf('sendContactMessage')).toHaveLength(0);
    await userEvent.type(email, '.com');
    await expect(canvas.queryByText('Please Provide A Valid Email')).not.toBeInTheDocument();
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(contactMessages.received(typed.name)));
    await expect(storyApi(context).callsOf('sendContactMessage').map((call) => call.body)).toEqual([typed]);
  },
};

/** Nothing typed: the shop's own words under each field, the first one focused, and nothing sent. */
export const Invalid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await submit(canvas);
    await expect(canvas.getByText('Name is Required')).toBeVisible();
    await expect(canvas.getByText('Email is Required')).toBeVisible();
    await expect(canvas.getByText(contactMessages.messageRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveFocus();
    await expect(storyApi(context).callsOf('sendContactMessage')).toHaveLength(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { sampleCategories, sampleCategory } from '../../.storybook/sample-data/categories';
import { sampleId } from '../../.storybook/sample-data/catalogue';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { categoryMessages, type Category } from '../../core/domain/category';
import { ManageCategories } from './manage-categories';

/** /dashboard/manageCategories: the tree from GET /api/categories (the story's shop, signed in as its admin); POST, PUT and DELETE /api/categories write it. */
const meta = {
  title: 'Admin/ManageCategories',
  component: ManageCategories,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin }, initialPath: '/dashboard/manageCategories' },
} satisfies Meta<typeof ManageCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof storyApi>[0];

const storedCategories = (context: Context) => storyApi(context).shop.repositories.categories.all();
const storedCategory = async (context: Context, id: string) => (await storedCategories(context)).find((category) => category._id === id);

/** The names a list holds at its own level, not those of the lists inside it. */
const namesIn = (list: HTMLElement) => [...list.querySelectorAll(':scope > li > div > span')].map((name) => name.textContent);

/** Opens a dialog from a category's button ("Move Power tools") and waits for it to show. */
async function openDialog(canvas: ReturnType<typeof within>, button: string, dialog: string) {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

const power = sampleCategory('Power tools');
const drills = sampleCategory('Power tools', 'Drills');
const handSaws = sampleCategory('Hand tools', 'Saws');

/** Every category, top ones in name order, each with the categories under it in a list of its own, indented. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage Categories' })).toBeVisible();
    const top = await canvas.findByRole('list', { name: 'Categories' });
    await expect(namesIn(top)).toEqual(['Fixings', 'Hand tools', 'Measuring', 'Power tools']);
    const underPower = canvas.getByRole('list', { name: 'Under Power tools' });
    await expect(namesIn(underPower)).toEqual(['Drills', 'Grinders', 'Saws']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleCategories.length);
    // Deeper sits further right.
    const left = (name: string) => canvas.getByRole('button', { name: `Rename ${name}` }).closest('li')!.getBoundingClientRect().left;
    await expect(left('Power tools › Drills')).toBeGreaterThan(left('Power tools'));
    // Two categories named Saws: each button says which.
    for (const action of ['Rename', 'Move', 'Delete']) {
      await expect(canvas.getByRole('button', { name: `${action} Power tools › Saws` })).toBeVisible();
      await expect(canvas.getByRole('button', { name: `${action} Hand tools › Saws` })).toBeVisible();
    }
    await expect(canvas.getByRole('form', { name: 'Add a category' })).toBeVisible();
  },
};

/** No category yet: said plainly, with the form to add the first. */
export const Empty: Story = {
  parameters: { shop: { categories: [], products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No categories yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    const parent = canvas.getByLabelText('Parent category');
    await expect(within(parent).getAllByRole('option').map((option) => option.textContent)).toEqual(['Top level']);
  },
};

/** Added under Hand tools: the toast names it, it shows in the tree under its parent, and the form is ready for the next. */
export const AddsCategory: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Add a category' }));
    await userEvent.type(form.getByLabelText('Name'), 'Clamps');
    await userEvent.selectOptions(form.getByLabelText('Parent category'), 'Hand tools');
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));

    const toast = await (await toastList()).findByText('Added Clamps');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(namesIn(canvas.getByRole('list', { name: 'Under Hand tools' }))).toContain('Clamps'));
    await expect(form.getByLabelText('Name')).toHaveValue('');
    await expect(form.getByLabelText('Parent category')).toHaveDisplayValue('Hand tools');
    const stored = (await storedCategories(context)).find((category) => category.name === 'Clamps');
    await expect(stored?.parentId).toBe(sampleCategory('Hand tools')._id);
  },
};

/** A name already used beside it: the shop's words under the form, and nothing is added. */
export const AddRefused: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Add a category' }));
    await userEvent.type(form.getByLabelText('Name'), 'drills');
    await userEvent.selectOptions(form.getByLabelText('Parent category'), 'Power tools');
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(categoryMessages.nameTaken('drills'));
    await expect(form.getByLabelText('Name')).toHaveValue('drills');
    await expect(await storedCategories(context)).toHaveLength(sampleCategories.length);
  },
};

/** Renamed: the toast says so, the new name shows, and the category stays where it was. */
export const Renames: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Rename Power tools › Drills', 'Rename Drills');
    const name = dialog.getByLabelText('Name');
    await expect(name).toHaveValue('Drills');
    await userEvent.clear(name);
    await userEvent.type(name, 'Drills and drivers');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));

    const toast = await (await toastList()).findByText('Renamed Drills to Drills and drivers');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(namesIn(canvas.getByRole('list', { name: 'Under Power tools' }))).toEqual(['Drills and drivers', 'Grinders', 'Saws']);
    // The parent goes with the new name: a body without one would have moved it to the top.
    await expect(storyApi(context).callsOf('updateCategory')[0].body).toEqual({ name: 'Drills and drivers', parentId: power._id });
    await expect(await storedCategory(context, drills._id)).toEqual({ ...drills, name: 'Drills and drivers' });
  },
};

/**
 * Moving Power tools: neither it nor the categories inside it are offered as its parent. Moved under
 * Measuring, it shows there with its own categories still under it.
 */
export const Moves: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Move Power tools', 'Move Power tools');
    const parent = dialog.getByLabelText('Parent category');
    await expect(parent).toHaveDisplayValue('Top level');
    const offered = within(parent).getAllByRole('option').map((option) => option.textContent);
    await expect(offered).toEqual(['Top level', 'Fixings', 'Fixings › Bolts', 'Hand tools', 'Hand tools › Hammers', 'Hand tools › Pliers', 'Hand tools › Saws', 'Hand tools › Screwdrivers', 'Hand tools › Spanners and sockets', 'Measuring', 'Measuring › Levels', 'Measuring › Tape measures']);
    await userEvent.selectOptions(parent, 'Measuring');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));

    const toast = await (await toastList()).findByText('Moved Power tools under Measuring');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(namesIn(canvas.getByRole('list', { name: 'Under Measuring' }))).toEqual(['Levels', 'Power tools', 'Tape measures']));
    await expect(namesIn(canvas.getByRole('list', { name: 'Under Measuring › Power tools' }))).toEqual(['Drills', 'Grinders', 'Saws']);
    await expect(namesIn(canvas.getByRole('list', { name: 'Categories' }))).toEqual(['Fixings', 'Hand tools', 'Measuring']);
    await expect((await storedCategory(context, power._id))?.parentId).toBe(sampleCategory('Measuring')._id);
  },
};

/** Move pressed with the parent it already has: the dialog closes, nothing is sent, and no toast claims a move. */
export const MoveUnchanged: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Move Power tools', 'Move Power tools');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyApi(context).callsOf('updateCategory')).toHaveLength(0);
    await expect(screen.queryByText(/^Moved /)).not.toBeInTheDocument();
  },
};

/** Moving a category beside one of the same name: the shop's words in the dialog, which stays open, and nothing moves. */
export const MoveRefused: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Move Hand tools › Saws', 'Move Saws');
    await userEvent.selectOptions(dialog.getByLabelText('Parent category'), 'Power tools');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(categoryMessages.nameTaken('Saws'));
    await expect(screen.getByRole('dialog', { name: 'Move Saws' })).toBeVisible();
    await expect(await storedCategory(context, handSaws._id)).toEqual(handSaws);
    // Behind the open dialog, the tree is hidden from the accessibility tree but unchanged.
    await expect(namesIn(canvas.getByRole('list', { name: 'Under Hand tools', hidden: true }))).toContain('Saws');
  },
};

/** A category with products and categories under it: the shop refuses, its words are toasted, and the category stays. */
export const DeleteRefused: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Delete Power tools', 'Delete Power tools?');
    await expect(screen.getByRole('dialog', { name: 'Delete Power tools?' })).toHaveAccessibleDescription(
      'Power tools will be removed from the catalogue. Only an empty category can be deleted. This cannot be undone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const toast = await (await toastList()).findByText(categoryMessages.notEmpty);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete Power tools' })).toBeVisible();
    await expect(await storedCategories(context)).toHaveLength(sampleCategories.length);
  },
};

const clamps: Category = { _id: sampleId(600), name: 'Clamps', parentId: sampleCategory('Hand tools')._id };

/** An empty category: deleted, the toast names it and it leaves the tree. */
export const DeletesEmpty: Story = {
  parameters: { shop: { categories: [...sampleCategories, clamps] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openDialog(canvas, 'Delete Hand tools › Clamps', 'Delete Clamps?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const toast = await (await toastList()).findByText('Deleted Clamps');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete Hand tools › Clamps' })).not.toBeInTheDocument());
    await expect(await storedCategory(context, clamps._id)).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: { api: { listCategories: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading categories');
    await expect(canvas.getByRole('heading', { name: 'Manage Categories' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add a category' })).not.toBeInTheDocument();
  },
};

/** GET /api/categories answers 500; "Try again" loads the tree once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listCategories: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The categories could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.queryByRole('form', { name: 'Add a category' })).not.toBeInTheDocument();
    storyApi(context).heal('listCategories');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Categories' })).toBeVisible();
  },
};

/** A name as long as a category's may be (60), without a space, four deep: on a phone it wraps, and its buttons stay on screen. */
const longName = 'Torque'.repeat(10);
const screws: Category = { _id: sampleId(601), name: 'Screws', parentId: sampleCategory('Fixings')._id };
const woodScrews: Category = { _id: sampleId(602), name: 'Wood screws', parentId: screws._id };
const longNamed: Category = { _id: sampleId(603), name: longName, parentId: woodScrews._id };

export const LongNameOnAPhone: Story = {
  parameters: { shop: { categories: [...sampleCategories, screws, woodScrews, longNamed] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: `Delete Fixings › Screws › Wood screws › ${longName}` });
    await expect(canvas.getByText(longName)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(remove);
    await expectInView(canvas.getByText(longName));
  },
};

/** On a phone: the tree, its buttons below each name, the form's fields one above the other, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Categories' });
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(canvas.getByRole('button', { name: 'Delete Hand tools › Spanners and sockets' }));
    await expectInView(canvas.getByLabelText('Parent category'));
    await expectInView(canvas.getByRole('button', { name: 'Add category' }));
  },
};

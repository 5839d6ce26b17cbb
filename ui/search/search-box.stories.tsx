import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { SearchBox, SearchBoxView } from './search-box';

/** The header's search box: an ARIA combobox of part numbers and names. */
const meta = {
  title: 'Search/SearchBox',
  component: SearchBoxView,
  parameters: { layout: 'padded' },
  args: {
    value: 'ht',
    onValueChange: fn(),
    suggestions: sampleProducts.slice(0, 4).map(({ _id, name, partNumber }) => ({ _id, name, partNumber })),
    onChoose: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move through the suggestions and Enter opens the one chosen; Escape closes them. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search the catalogue' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    const list = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ partNumber: sampleProducts[1].partNumber }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter with no suggestion chosen searches for what is typed. */
export const EnterSearches: Story = {
  args: { value: 'cordles hamer' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('cordles hamer');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The box as the header has it: suggestions come from the story's shop as one types. */
export const FromTheShop: StoryObj = {
  render: () => <SearchBox />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'cordles hamer');
    await waitFor(() => expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Cordless Hammer Drill 18V'));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('HT-DRL-18V');
    await userEvent.clear(canvas.getByRole('combobox'));
    await waitFor(() => expect(canvas.queryByRole('option')).not.toBeInTheDocument());
  },
};

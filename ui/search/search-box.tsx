import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Suggestion } from '../../core/domain/search';
import { cx } from '../components/cx';
import { suggestionsQuery } from '../queries/search';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

// Suggestions are asked for once typing pauses this long, not on every key.
const TYPING_PAUSE_MS = 150;

function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface SearchBoxViewProps {
  value: string;
  onValueChange: (value: string) => void;
  suggestions: Suggestion[];
  /** A suggestion chosen, by click or arrows and Enter. */
  onChoose: (suggestion: Suggestion) => void;
  /** Enter or the button with no suggestion chosen: search for what is typed. */
  onSearch: (q: string) => void;
  className?: string;
}

/**
 * The search box as an ARIA combobox (downshift): suggestions of part numbers and names appear as one
 * types; arrows move through them, Enter opens the one chosen or searches for what is typed, Escape
 * closes them. A plain GET form underneath, so that it searches before the page's code has loaded.
 */
export function SearchBoxView({ value, onValueChange, suggestions, onChoose, onSearch, className }: SearchBoxViewProps) {
  const combobox = useCombobox<Suggestion>({
    items: suggestions,
    inputValue: value,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?._id,
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing a suggestion opens its page; the box keeps what was typed.
      if (type !== useCombobox.stateChangeTypes.ItemClick && type !== useCombobox.stateChangeTypes.InputKeyDownEnter) onValueChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => selectedItem && onChoose(selectedItem),
    selectedItem: null,
  });
  const open = combobox.isOpen && suggestions.length > 0 && value.trim() !== '';
  const input = useRef<HTMLInputElement>(null);
  // On a prerendered page one may type before React runs: what the box holds then is taken up once it does.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== value) {
      onValueChange(typed);
      if (input.current === document.activeElement) combobox.openMenu();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.closeMenu();
    // The box's own text: typed before React ran, the state may not hold it yet.
    onSearch(String(new FormData(event.currentTarget).get('q') ?? value));
  };
  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className={cx('relative w-full', className)}>
      <label {...combobox.getLabelProps()} className="sr-only">
        Search the catalogue
      </label>
      <div className="flex items-stretch rounded-lg border border-line bg-surface shadow-sm focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25">
        <input
          {...combobox.getInputProps({
            ref: input,
            name: 'q',
            type: 'search',
            maxLength: 1000,
            onKeyDown: (event) => {
              // Downshift takes Enter whenever its list is open; with no suggestion chosen, Enter is the form's: search.
              if (event.key === 'Enter' && combobox.highlightedIndex < 0) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            },
          })}
          placeholder="Search by part number or name"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 py-2 text-base text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        <button type="submit" className="flex items-center rounded-r-lg px-3 text-ink-soft hover:bg-ink/5 hover:text-ink" aria-label="Search the catalogue">
          <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
        </button>
      </div>
      <ul
        {...combobox.getMenuProps({ 'aria-label': 'Suggestions' })}
        className={cx('absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-line bg-surface shadow-raised', !open && 'hidden')}
      >
        {open &&
          suggestions.map((item, index) => (
            <li
              key={item._id}
              {...combobox.getItemProps({ item, index })}
              className={cx('flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2', combobox.highlightedIndex === index && 'bg-brand/10')}
            >
              <span className="min-w-0 truncate font-semibold text-ink">{item.name}</span>
              <span className="shrink-0 font-mono text-xs text-muted">{item.partNumber}</span>
            </li>
          ))}
      </ul>
    </form>
  );
}

/** The header's search box: suggestions from the shop as one types, the results page on Enter. */
export function SearchBox({ className }: { className?: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // On the results page the box holds the search shown, also when one arrives there by a link.
  const shownQuery = useRouterState({ select: ({ location }) => (location.pathname === '/search' ? ((location.search as { q?: unknown }).q ?? '') : null) });
  useEffect(() => {
    if (typeof shownQuery === 'string') setValue(shownQuery);
  }, [shownQuery]);
  const settled = useSettled(value);
  const suggestions = useQuery(suggestionsQuery(api, settled.trim()));
  return (
    <SearchBoxView
      className={className}
      value={value}
      onValueChange={setValue}
      suggestions={value.trim() === '' ? [] : (suggestions.data?.suggestions ?? [])}
      onChoose={(suggestion) => void navigate({ to: '/productDetail/$id', params: { id: suggestion._id } })}
      onSearch={(q) => void navigate({ to: '/search', search: q.trim() === '' ? {} : { q } })}
    />
  );
}

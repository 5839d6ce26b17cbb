import { useState } from 'react';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';

/** Looks for an order by its number or part of its customer's email; the list changes on Search, not on every key. */
export function OrderSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const [text, setText] = useState(search);
  // A search cleared elsewhere (Show every order) empties the box too.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  return (
    <form
      role="search"
      aria-label="Orders"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <TextField label="Order number or email" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="HT-10042 or name@example.com" maxLength={254} />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {search && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Clear search
        </Button>
      )}
    </form>
  );
}

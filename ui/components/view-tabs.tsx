import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface ViewTabsProps<V extends string> {
  /** What the tabs choose between, for screen readers: "Which orders". */
  label: string;
  views: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange(view: V): void;
  children: ReactNode;
}

/** A list's views as tabs over it; they wrap onto a second line rather than scroll on a phone. */
export function ViewTabs<V extends string>({ label, views, labels, value, onChange, children }: ViewTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as V)} className="flex flex-col gap-4">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-card border border-line bg-surface p-1">
        {views.map((view) => (
          <Tabs.Trigger
            key={view}
            value={view}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-soft hover:bg-canvas hover:text-ink data-[state=active]:bg-brand-soft data-[state=active]:text-brand-strong"
          >
            {labels[view]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="flex flex-col gap-4 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

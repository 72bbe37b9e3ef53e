import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tab-keys';

interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

const tabId = (ids: string, value: string) => `${ids}-tab-${value}`;
const panelId = (ids: string, value: string) => `${ids}-panel-${value}`;

interface TabListProps<V extends string> {
  /** From the page's `useId()`, the same as its panel's. */
  ids: string;
  /** The row's name for a screen reader. */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
  /** Each tab; the chosen one has `data-state="active"`, one that cannot be chosen `data-disabled`. */
  tabClassName?: string;
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them: a row of tabs (`TabList`) and the chosen tab's panel (`TabPanel`),
 * tied by ids made from one `useId()` the page passes to both, so a page can put other things between them (the
 * score report's filter beside its tabs). Only the chosen tab is in the Tab order; the arrow keys and Home and
 * End choose another. Ours, not Radix's: Radix's panel mounts through its presence helper, which sets state from
 * a ref as it mounts, and on the times-tables page that was a synchronous re-render of the whole page inside
 * React's takeover of the prerendered HTML (docs/decisions/066-tabs-of-our-own.md).
 */
export function TabList<V extends string>({ ids, label, tabs, value, onChange, className, tabClassName }: TabListProps<V>) {
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(tabs, value, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(button) => {
              if (button) buttons.current.set(tab.value, button);
              else buttons.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(ids, tab.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(ids, tab.value) : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            data-state={selected ? 'active' : 'inactive'}
            data-disabled={tab.disabled ? '' : undefined}
            className={tabClassName}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The chosen tab's panel; the page renders only the chosen one. */
export function TabPanel({ ids, value, className, children }: { ids: string; value: string; className?: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(ids, value)} aria-labelledby={tabId(ids, value)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}

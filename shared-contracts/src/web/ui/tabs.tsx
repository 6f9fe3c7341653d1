import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabDefinition {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** What the tabs are about, for the tab list's name. */
  label: string;
  tabs: readonly TabDefinition[];
  /** The tab shown first; the first one unless told. */
  defaultTabId?: string;
  className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs per the WAI-ARIA tabs pattern, with automatic activation: the list is one tab stop (the shown tab; the
 * others take -1), the arrow keys move round the tabs and show each one, Home and End go to the ends, and the shown
 * panel follows in the tab order. Hidden panels stay out of the page until chosen.
 */
export function Tabs({ label, tabs, defaultTabId, className }: TabsProps) {
  const [selectedId, setSelectedId] = useState(defaultTabId ?? tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const shownId = tabs.some((tab) => tab.id === selectedId) ? selectedId : tabs[0]?.id;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    if (move === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    select(move(index, tabs.length));
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.tabList}>
        {tabs.map((tab, index) => {
          const selected = tab.id === shownId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== shownId}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

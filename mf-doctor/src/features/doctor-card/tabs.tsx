import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './doctor-card.module.css';

export interface TabDefinition {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs per the WAI-ARIA tabs pattern: one tab stop for the list, arrow keys move between tabs and
 * show them (Home and End go to the ends), the shown panel follows in the tab order.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabDefinition[] }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
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
          hidden={tab.id !== selectedId}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

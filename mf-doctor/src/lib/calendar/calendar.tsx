import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@labshop/shared-contracts/web/ui';
import {
  dayInWords,
  monthOf,
  monthReachable,
  monthTitle,
  monthWeeks,
  shiftDay,
  weekBounds,
  WEEKDAY_NAMES,
} from './calendar-days';
import styles from './calendar.module.css';

export interface CalendarProps {
  /** Names the grid, e.g. 'Day of the visit'. */
  label: string;
  /** The chosen day (yyyy-MM-dd), or null. */
  value: string | null;
  onChange: (iso: string) => void;
  /** Today where the person is (yyyy-MM-dd): days before it cannot be chosen. */
  today: string;
  /** Whether a day from today on can be chosen (a day with free times); every such day when not given. */
  isChoosable?: (iso: string) => boolean;
  /** Said after a day's name to a screen reader, e.g. '4 free times'. */
  describeDay?: (iso: string) => string | undefined;
  /** Told the month shown whenever it changes, so its free days can be asked for. */
  onMonthShown?: (month: string) => void;
}

/**
 * A month of days, Monday first, as the WAI-ARIA date grid: one day takes Tab, the arrow keys move a day or a week,
 * Home and End go to the week's ends, Page Up and Page Down a month, Enter or Space chooses. Days that cannot be
 * chosen stay reachable, so the keyboard can pass over them, and say they are unavailable.
 */
export function Calendar({ label, value, onChange, today, isChoosable, describeDay, onMonthShown }: CalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(value ?? today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = monthOf(focused);

  useEffect(() => {
    onMonthShown?.(month);
  }, [month, onMonthShown]);
  useEffect(() => {
    // Only a move made from the keyboard takes focus; a page that merely shows the grid leaves focus where it is.
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const choosable = (iso: string) => iso >= today && (isChoosable?.(iso) ?? true);
  const moveTo = (iso: string) => {
    moved.current = true;
    setFocused(iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = keyTarget(event, focused);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <Button
          theme="outline"
          size="sm"
          disabled={!monthReachable(month, -1)}
          onClick={() => setFocused(shiftDay(`${month}-01`, { months: -1 }))}
        >
          <span aria-hidden="true">‹ </span>Previous month
        </Button>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          theme="outline"
          size="sm"
          disabled={!monthReachable(month, 1)}
          onClick={() => setFocused(shiftDay(`${month}-01`, { months: 1 }))}
        >
          Next month<span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <table ref={grid} role="grid" aria-label={`${label}, ${monthTitle(month)}`} className={styles.grid}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.map((cell) => cell.iso).join()}>
              {week.map((cell) => {
                const selected = cell.iso === value;
                const open = choosable(cell.iso);
                const extra = open ? describeDay?.(cell.iso) : 'unavailable';
                return (
                  <td key={cell.iso} aria-selected={selected}>
                    <button
                      type="button"
                      data-day={cell.iso}
                      tabIndex={cell.iso === focused ? 0 : -1}
                      aria-disabled={open ? undefined : true}
                      aria-current={cell.iso === today ? 'date' : undefined}
                      aria-label={[dayInWords(cell.iso), extra].filter(Boolean).join(', ')}
                      className={[
                        styles.day,
                        cell.inMonth ? '' : styles.outside,
                        open ? styles.open : styles.closed,
                        selected ? styles.selected : '',
                      ].join(' ')}
                      onClick={() => {
                        setFocused(cell.iso);
                        if (open) onChange(cell.iso);
                      }}
                      onKeyDown={onKeyDown}
                    >
                      {cell.dayOfMonth}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day a key moves focus to from `from`, or null for a key the grid leaves alone. */
function keyTarget(event: KeyboardEvent, from: string): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return shiftDay(from, { days: -1 });
    case 'ArrowRight':
      return shiftDay(from, { days: 1 });
    case 'ArrowUp':
      return shiftDay(from, { days: -7 });
    case 'ArrowDown':
      return shiftDay(from, { days: 7 });
    case 'Home':
      return weekBounds(from).first;
    case 'End':
      return weekBounds(from).last;
    case 'PageUp':
      return shiftDay(from, event.shiftKey ? { months: -12 } : { months: -1 });
    case 'PageDown':
      return shiftDay(from, event.shiftKey ? { months: 12 } : { months: 1 });
    default:
      return null;
  }
}

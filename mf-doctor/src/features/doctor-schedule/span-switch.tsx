import { Button, Check, Icon } from '@labshop/shared-contracts/web/ui';
import type { ScheduleSpan } from './schedule-place';
import styles from './schedule.module.css';

const SPANS: readonly { days: ScheduleSpan; label: string }[] = [
  { days: 1, label: 'Day' },
  { days: 7, label: 'Week' },
];

/**
 * Day or week, as two toggle buttons. The one shown is pressed (read as such), filled and ticked,
 * so it stands out by its shape as well as its colour.
 */
export function SpanSwitch({ days, onChange }: { days: ScheduleSpan; onChange: (days: ScheduleSpan) => void }) {
  return (
    <div className={styles.spanSwitch} role="group" aria-label="Show">
      {SPANS.map((span) => {
        const pressed = span.days === days;
        return (
          <Button
            key={span.days}
            theme={pressed ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={pressed}
            onClick={() => onChange(span.days)}
          >
            <span className={pressed ? styles.tick : styles.noTick}>
              <Icon icon={Check} size="sm" />
            </span>
            {span.label}
          </Button>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Icon } from './icon';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from './icons';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/**
 * How the message reaches a screen reader. `assertive` (role alert) interrupts: for a problem that just stopped
 * what the person was doing. `polite` (role status) waits its turn: news that something worked or changed.
 * `off`: the message is part of the page as it loads (or sits inside a live region kept on the page), so there is
 * nothing to announce.
 */
export type AlertLive = 'assertive' | 'polite' | 'off';

const ICONS: Record<AlertTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

const ROLES: Record<AlertLive, 'alert' | 'status' | undefined> = {
  assertive: 'alert',
  polite: 'status',
  off: undefined,
};

export interface AlertProps {
  tone: AlertTone;
  /** What happened, in a few words; the icon only repeats it. */
  title: ReactNode;
  /** What it means or what to do next. */
  children?: ReactNode;
  /** A danger interrupts, the other tones wait their turn, unless told otherwise. */
  live?: AlertLive;
  className?: string;
}

/**
 * A message with an icon, a title and a body, in a tone's colours. A live region is only heard when its words
 * change after it is on the page: show an announced Alert when the thing happens, or keep an empty live region on
 * the page and put an Alert with `live="off"` into it.
 */
export function Alert({
  tone,
  title,
  children,
  live = tone === 'danger' ? 'assertive' : 'polite',
  className,
}: AlertProps) {
  return (
    <div role={ROLES[live]} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      <Icon icon={ICONS[tone]} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}

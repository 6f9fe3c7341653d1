import { Icon } from './icon';
import type { LucideIcon } from './icons';
import type { Tone } from './tone';
import styles from './badge.module.css';

export interface BadgeProps {
  /** The status in words ('Paid', 'Results ready'): a badge is never colour alone, so the words are required. */
  children: string;
  tone?: Tone;
  /** A decorative icon before the words. */
  icon?: LucideIcon;
  className?: string;
}

/** A short status in words on a tinted pill, in one of the state colours. */
export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      {icon ? <Icon icon={icon} size="sm" /> : null}
      {children}
    </span>
  );
}

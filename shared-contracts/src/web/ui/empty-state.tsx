import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';
import { Icon } from './icon';
import type { LucideIcon } from './icons';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** A decorative picture of what is missing (an empty cart, an empty inbox). */
  icon: LucideIcon;
  /** What is empty, in words ('Your cart is empty'); a heading, so the section is found by it. */
  title: string;
  headingLevel: HeadingLevel;
  /** What it means or where to go next. */
  children?: ReactNode;
  /** The one thing to do about it: a Button or a link. */
  action?: ReactNode;
  /** The heading's id: the section is named by it, and focus can land on it (it takes focus from code only). */
  titleId?: string;
  className?: string;
}

/** A section with nothing in it yet: an icon, a title, what to do, and the way to do it. */
export function EmptyState({ icon, title, headingLevel, children, action, titleId, className }: EmptyStateProps) {
  const ownId = useId();
  return (
    <section aria-labelledby={titleId ?? ownId} className={[styles.empty, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon icon={icon} size="lg" />
      </span>
      <Heading level={headingLevel} id={titleId ?? ownId} tabIndex={titleId ? -1 : undefined} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

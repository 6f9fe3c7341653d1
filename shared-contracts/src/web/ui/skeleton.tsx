import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /** A line of text (its height follows the font), a block (an image, a card) or a circle (an avatar). */
  shape?: SkeletonShape;
  /** Any CSS length; text lines fill their box by default. */
  width?: string;
  height?: string;
  className?: string;
}

/**
 * A grey shape where content will be, hidden from assistive technology: it says nothing. Put skeletons in a
 * SkeletonGroup, whose words say what is loading.
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const size: CSSProperties = { width, height: height ?? (shape === 'circle' ? width : undefined) };
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={size}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is on its way, for those who cannot see the shapes ('Loading your results…'). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Skeletons beside the words that say what is loading, as a polite status: a screen reader hears the words once,
 * the shapes stay silent.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" className={[styles.group, className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}

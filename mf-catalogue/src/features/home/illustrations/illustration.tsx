import type { ReactNode } from 'react';
import styles from './illustration.module.css';

export interface DrawingProps {
  className?: string;
}

interface IllustrationProps extends DrawingProps {
  width: number;
  height: number;
  children: ReactNode;
}

/**
 * A drawing made for the site, in the brand's colours (lib/drawing-paints.module.css). It is decoration beside words
 * that say the same, so assistive technology skips it; its width and height are set, so the page keeps its place
 * before it is drawn and nothing moves.
 */
export function Illustration({ width, height, className, children }: IllustrationProps) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      className={[styles.illustration, className].filter(Boolean).join(' ')}
    >
      {children}
    </svg>
  );
}

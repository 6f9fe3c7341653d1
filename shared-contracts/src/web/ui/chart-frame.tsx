import { useId, type ReactNode } from 'react';
import styles from './chart-frame.module.css';

export interface ChartFrameProps {
  /** What the chart shows, written above it as the figure's caption. */
  title: ReactNode;
  /**
   * The chart's story in a sentence (how many values, from when to when, the latest and whether it is in range):
   * what a screen reader says for the drawing, which is an image with this name.
   */
  summary: string;
  /** The drawing (an SVG), decoration once the summary says what it shows. Nothing when there is nothing to draw. */
  children?: ReactNode;
  /** Every value in words after the drawing, usually a table: the chart's full text alternative. */
  details?: ReactNode;
  className?: string;
}

/**
 * A chart as a figure: a title, the drawing as one image named by its summary (its own shapes and labels are not
 * read one by one), and the values in words after it.
 */
export function ChartFrame({ title, summary, children, details, className }: ChartFrameProps) {
  const hasChart = children !== undefined && children !== null && children !== false;
  const titleId = useId();
  // The caption names the figure by itself in browsers; the link says so to every tool as well.
  return (
    <figure aria-labelledby={titleId} className={[styles.frame, className].filter(Boolean).join(' ')}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {hasChart ? (
        <div role="img" aria-label={summary} className={styles.chart}>
          {children}
        </div>
      ) : null}
      {details}
    </figure>
  );
}

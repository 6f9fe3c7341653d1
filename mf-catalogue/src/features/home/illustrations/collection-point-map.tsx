import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

/** A folded town map with collection points pinned on it. */
export function CollectionPointMap({ className }: DrawingProps) {
  return (
    <Illustration width={200} height={150} className={className}>
      <path d="M24 36l48-14v100l-48 14z" className={paint.tint} />
      <path d="M72 22l56 14v100l-56-14z" className={paint.ground} />
      <path d="M128 36l48-14v100l-48 14z" className={paint.tint} />
      <path d="M24 36l48-14 56 14 48-14v100l-48 14-56-14-48 14z" className={paint.line} />
      <path d="M34 96c22-8 40 4 62-6s38-26 70-18" className={paint.softLine} />
      <path d="M60 48c18 10 34 36 46 62" className={paint.softLine} />
      <path d="M52 78a7 7 0 1 0-14 0c0 6 7 12 7 12s7-6 7-12z" className={paint.accent} />
      <path d="M158 62a7 7 0 1 0-14 0c0 6 7 12 7 12s7-6 7-12z" className={paint.accent} />
      <path
        d="M100 22c-10 0-18 7.8-18 17.5C82 52.5 100 70 100 70s18-17.5 18-30.5C118 29.8 110 22 100 22z"
        className={paint.solid}
      />
      <circle cx="100" cy="39" r="7" className={paint.onSolid} />
    </Illustration>
  );
}

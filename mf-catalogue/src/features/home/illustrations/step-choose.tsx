import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

/** Choosing the city and the tests: a ticked list, a map pin and an added item. */
export function StepChoose({ className }: DrawingProps) {
  return (
    <Illustration width={160} height={120} className={className}>
      <circle cx="80" cy="62" r="50" className={paint.ground} />
      <rect x="40" y="26" width="64" height="76" rx="8" className={paint.paper} />
      <rect x="50" y="38" width="12" height="12" rx="3" className={paint.solid} />
      <path d="M53 44l2.5 2.5 4-5" className={paint.onSolidLine} />
      <path d="M68 44h26" className={paint.softLine} />
      <rect x="50" y="57" width="12" height="12" rx="3" className={paint.solid} />
      <path d="M53 63l2.5 2.5 4-5" className={paint.onSolidLine} />
      <path d="M68 63h20" className={paint.softLine} />
      <rect x="50" y="76" width="12" height="12" rx="3" className={paint.paper} />
      <path d="M68 82h24" className={paint.softLine} />
      <path
        d="M120 14c-8.3 0-15 6.5-15 14.6C105 39.5 120 54 120 54s15-14.5 15-25.4C135 20.5 128.3 14 120 14z"
        className={paint.solid}
      />
      <circle cx="120" cy="28.5" r="5.5" className={paint.onSolid} />
      <circle cx="112" cy="94" r="14" className={paint.accent} />
      <path d="M112 87v14M105 94h14" className={paint.onSolidLine} />
    </Illustration>
  );
}

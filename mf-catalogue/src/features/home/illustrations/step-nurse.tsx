import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

/** The nurse's visit: a home, and the nurse's bag at its door. */
export function StepNurse({ className }: DrawingProps) {
  return (
    <Illustration width={160} height={120} className={className}>
      <circle cx="80" cy="62" r="50" className={paint.ground} />
      <rect x="36" y="56" width="58" height="46" rx="4" className={paint.paper} />
      <path d="M28 62L65 30l37 32z" className={paint.solid} />
      <rect x="44" y="68" width="12" height="12" rx="2" className={paint.soft} />
      <rect x="62" y="76" width="16" height="26" rx="2" className={paint.solid} />
      <path d="M112 74v-5a5 5 0 0 1 5-5h10a5 5 0 0 1 5 5v5" className={paint.line} />
      <rect x="100" y="74" width="44" height="30" rx="6" className={paint.solid} />
      <path d="M122 81v16M114 89h16" className={paint.onSolidLine} />
    </Illustration>
  );
}

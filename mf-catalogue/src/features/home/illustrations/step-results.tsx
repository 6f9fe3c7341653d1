import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

/** The results in the account: a phone showing them, ticked as ready. */
export function StepResults({ className }: DrawingProps) {
  return (
    <Illustration width={160} height={120} className={className}>
      <circle cx="80" cy="62" r="50" className={paint.ground} />
      <rect x="52" y="16" width="56" height="92" rx="10" className={paint.paper} />
      <path d="M72 25h16" className={paint.line} />
      <path d="M62 40h28M62 50h20" className={paint.softLine} />
      <rect x="62" y="70" width="8" height="22" rx="2" className={paint.soft} />
      <rect x="76" y="60" width="8" height="32" rx="2" className={paint.soft} />
      <rect x="90" y="66" width="8" height="26" rx="2" className={paint.solid} />
      <circle cx="110" cy="90" r="16" className={paint.good} />
      <path d="M102 90l5.5 5.5L118 85" className={paint.onSolidLine} />
    </Illustration>
  );
}

import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

const DAYS = [0, 1, 2, 3].flatMap((column) => [0, 1, 2].map((row) => ({ column, row })));

/** Booking the visit: a calendar with one day picked, and a clock. */
export function StepBook({ className }: DrawingProps) {
  return (
    <Illustration width={160} height={120} className={className}>
      <circle cx="80" cy="62" r="50" className={paint.ground} />
      <rect x="34" y="28" width="84" height="74" rx="8" className={paint.paper} />
      <path d="M34 36a8 8 0 0 1 8-8h68a8 8 0 0 1 8 8v10H34z" className={paint.solid} />
      <path d="M54 22v12M98 22v12" className={paint.line} />
      {DAYS.map(({ column, row }) => (
        <rect
          key={`${column}-${row}`}
          x={45 + column * 17}
          y={54 + row * 14}
          width="10"
          height="9"
          rx="2"
          className={column === 2 && row === 1 ? paint.accent : paint.soft}
        />
      ))}
      <circle cx="118" cy="88" r="18" className={paint.paper} />
      <path d="M118 78v10l7 5" className={paint.line} />
    </Illustration>
  );
}

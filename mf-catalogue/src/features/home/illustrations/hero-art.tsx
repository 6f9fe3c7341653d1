import { Illustration, type DrawingProps } from './illustration';
import paint from '../../../lib/drawing-paints.module.css';

const TUBES = [
  { x: 56, liquid: paint.accent },
  { x: 94, liquid: paint.solid },
  { x: 132, liquid: paint.soft },
];

const RESULT_ROWS = [
  { y: 134, width: 58, value: paint.good },
  { y: 162, width: 46, value: paint.good },
  { y: 190, width: 64, value: paint.solid },
];

/** The storefront's picture: sample tubes in a rack before a results sheet, with a shield for private results. */
export function HeroArt({ className }: DrawingProps) {
  return (
    <Illustration width={360} height={300} className={className}>
      <circle cx="190" cy="152" r="132" className={paint.ground} />
      <rect x="150" y="62" width="170" height="196" rx="14" className={paint.paper} />
      <path d="M172 92h76" className={paint.line} />
      <path d="M172 108h44" className={paint.softLine} />
      {RESULT_ROWS.map((row) => (
        <g key={row.y}>
          <path d={`M172 ${row.y}h${row.width}`} className={paint.softLine} />
          <rect x="262" y={row.y - 7} width="38" height="14" rx="7" className={row.value} />
        </g>
      ))}
      <path d="M172 236l26-12 24 6 26-16 26 6 22-12" className={paint.line} />
      {TUBES.map((tube) => (
        <g key={tube.x}>
          <path d={`M${tube.x} 104h22v70a11 11 0 0 1-22 0z`} className={paint.paper} />
          <path d={`M${tube.x + 3} 146h16v28a8 8 0 0 1-16 0z`} className={tube.liquid} />
          <rect x={tube.x - 4} y="94" width="30" height="12" rx="3" className={paint.solid} />
        </g>
      ))}
      <rect x="36" y="176" width="142" height="16" rx="6" className={paint.solid} />
      <path d="M46 192v30M168 192v30" className={paint.line} />
      <path d="M306 30l30 10v22c0 20-13 32-30 40-17-8-30-20-30-40V40z" className={paint.solid} />
      <path d="M294 64l8 8 16-18" className={paint.onSolidLine} />
    </Illustration>
  );
}

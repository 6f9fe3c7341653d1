import { useLayoutEffect, useRef, useState } from 'react';
import type { DesignToken } from './read-tokens';
import { TokenList, TokenSection } from './token-section';
import styles from './design-system.module.css';

const LEVELS = [
  { level: 'h1', sample: 'Lab tests you can trust' },
  { level: 'h2', sample: 'Results in two working days' },
  { level: 'h3', sample: 'Badania krwi bez kolejki' },
  { level: 'h4', sample: 'Zażółć gęślą jaźń' },
  {
    level: 'body',
    sample:
      'Choose a test, give your sample at a collection point or at home, and read your results online. Wybierz badanie, oddaj próbkę w punkcie pobrań lub w domu.',
  },
  { level: 'small', sample: 'Prices include VAT. The lowest price of the last 30 days is shown beside a reduced one.' },
] as const;

/** The type scale drawn with its own tokens, each with the size the browser gives it at this width. */
export function TypeSection({ tokens }: { tokens: readonly DesignToken[] }) {
  return (
    <TokenSection
      id="type"
      title="Type"
      intro="The variable Inter, self-hosted (Latin and Latin Extended), swapped in without moving the text. Headings grow with the screen between their two sizes."
    >
      <ul className={styles.typeScale} aria-label="Type scale">
        {LEVELS.map(({ level, sample }) => (
          <TypeSample key={level} level={level} sample={sample} />
        ))}
      </ul>
      <h3 className={styles.groupTitle}>Weights</h3>
      <ul className={styles.inlineList} aria-label="Weights">
        {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
          <li key={weight} style={{ fontWeight: `var(--ls-font-weight-${weight})` }}>
            {weight}
          </li>
        ))}
      </ul>
      <h3 className={styles.groupTitle}>All type tokens</h3>
      <TokenList label="Type tokens" tokens={tokens} />
    </TokenSection>
  );
}

/** `31.728px` as `31.7px`; anything else (`normal`) as it is. */
function pixels(value: string): string {
  const number = Number.parseFloat(value);
  return value.endsWith('px') && Number.isFinite(number) ? `${Math.round(number * 10) / 10}px` : value;
}

function TypeSample({ level, sample }: { level: string; sample: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [measured, setMeasured] = useState('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setMeasured(`${pixels(style.fontSize)} / ${pixels(style.lineHeight)} / ${style.fontWeight}`);
  }, []);
  return (
    <li className={styles.typeRow}>
      <span className={styles.tokenName}>
        {level}
        {measured ? ` · ${measured}` : ''}
      </span>
      {/* Drawn as paragraphs, so the page's outline keeps only its own headings. */}
      <p
        ref={ref}
        className={styles.typeSample}
        style={{
          fontSize: `var(--ls-text-${level}-size)`,
          lineHeight: `var(--ls-text-${level}-line-height)`,
          fontWeight: `var(--ls-text-${level}-weight)`,
          letterSpacing: level === 'h1' || level === 'h2' ? 'var(--ls-letter-spacing-tight)' : undefined,
        }}
      >
        {sample}
      </p>
    </li>
  );
}

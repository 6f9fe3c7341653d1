import { useState } from 'react';
import { Button } from '@labshop/shared-contracts/web/ui';
import type { DesignToken } from './read-tokens';
import { TokenList, TokenSection } from './token-section';
import styles from './design-system.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Durations and easings, each moving a dot across its track when played. */
export function MotionSection({ tokens }: { tokens: readonly DesignToken[] }) {
  const [played, setPlayed] = useState(false);
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  const track = (token: DesignToken) => {
    const isDuration = token.name.startsWith('--ls-duration-');
    return (
      <span className={styles.track}>
        <span
          className={`${styles.dot} ${played ? styles.dotPlayed : ''}`}
          style={{
            transitionDuration: isDuration ? `var(${token.name})` : 'var(--ls-duration-slow)',
            transitionTimingFunction: isDuration ? 'var(--ls-ease-standard)' : `var(${token.name})`,
          }}
        />
      </span>
    );
  };
  return (
    <TokenSection
      id="motion"
      title="Motion"
      intro={
        reduced
          ? 'This browser asks for reduced motion, so every duration is 0ms and the dots jump.'
          : 'Short and calm. When a person asks for reduced motion every duration becomes 0ms.'
      }
    >
      <Button theme="outline" size="sm" aria-pressed={played} onClick={() => setPlayed((now) => !now)}>
        Play the motion
      </Button>
      <TokenList label="Motion tokens" tokens={tokens} preview={track} />
    </TokenSection>
  );
}

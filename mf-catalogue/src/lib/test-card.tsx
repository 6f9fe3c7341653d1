import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TestKind, TestSummary } from '@labshop/shared-contracts/core';
import { Button, isReducedPrice, Price } from '@labshop/shared-contracts/web/ui';
import { detailPath } from './detail-path';
import { SampleFacts } from './sample-facts';
import styles from './test-card.module.css';

interface TestCardProps {
  test: TestSummary;
  currency: string;
  onAddToCart: (test: TestSummary) => void;
  /** The level of the card's name: 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}

/** The categories mix single tests with packages; a package says what it is. */
const KIND_LABELS: Record<TestKind, string | null> = {
  test: null,
  package: 'Package',
  screening: 'Screening package',
  'weight-loss-package': 'Weight-loss package',
};

export function TestCard({ test, currency, onAddToCart, headingLevel = 2 }: TestCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const kindLabel = KIND_LABELS[test.kind];
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.layout}>
        {kindLabel ? <p className={styles.kind}>{kindLabel}</p> : null}
        <Heading id={nameId} className={styles.cardTitle}>
          <Link to={detailPath(test.kind, test.slug)}>{test.name}</Link>
        </Heading>
        <dl className={styles.facts}>
          <SampleFacts test={test} />
        </dl>
        <div className={styles.buy}>
          <Price
            amountMinor={test.priceMinor}
            currency={currency}
            lowest30dMinor={test.lowestPrice30dMinor}
            label={isReducedPrice(test.priceMinor, test.lowestPrice30dMinor) ? 'Reduced price' : undefined}
          />
          <Button block aria-describedby={nameId} onClick={() => onAddToCart(test)}>
            Add to cart
          </Button>
        </div>
      </div>
    </article>
  );
}

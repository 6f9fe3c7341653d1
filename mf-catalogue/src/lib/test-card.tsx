import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TestKind, TestSummary } from '@labshop/shared-contracts/core';
import { Button, isReducedPrice, Price } from '@labshop/shared-contracts/web/ui';
import { CategoryArt } from './category-art/category-art';
import { detailPath } from './detail-path';
import { SampleFacts } from './sample-facts';
import styles from './test-card.module.css';

interface TestCardProps {
  test: TestSummary;
  currency: string;
  onAddToCart: (test: TestSummary) => void;
  /** The level of the card's name: 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
  /**
   * Whether the card shows its category's drawing: where the cards come from many categories (the home page's
   * picks), not in one category's list, where every card would repeat the drawing at the top of the page.
   */
  withCategoryArt?: boolean;
}

/** The categories mix single tests with packages; a package says what it is. */
const KIND_LABELS: Record<TestKind, string | null> = {
  test: null,
  package: 'Package',
  screening: 'Screening package',
  'weight-loss-package': 'Weight-loss package',
};

export function TestCard({ test, currency, onAddToCart, headingLevel = 2, withCategoryArt = false }: TestCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const kindLabel = KIND_LABELS[test.kind];
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.layout}>
        <div className={styles.head}>
          {withCategoryArt ? <CategoryArt slug={test.categorySlug} size={40} /> : null}
          <div>
            {kindLabel ? <p className={styles.kind}>{kindLabel}</p> : null}
            <Heading id={nameId} className={styles.cardTitle}>
              <Link to={detailPath(test.kind, test.slug)}>{test.name}</Link>
            </Heading>
          </div>
        </div>
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

import {
  Alert,
  Badge,
  Button,
  Card,
  Check,
  EmptyState,
  LinkCard,
  Price,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  TONES,
} from '@labshop/shared-contracts/web/ui';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

const ALERTS = [
  {
    tone: 'info',
    title: 'Results usually arrive within 2 working days',
    body: 'We will email you when they are ready.',
  },
  { tone: 'success', title: 'Your order is placed', body: 'A confirmation is on its way to your inbox.' },
  { tone: 'warning', title: 'This test needs fasting', body: 'Eat nothing for 8 hours before the sample is taken.' },
  { tone: 'danger', title: 'The payment failed', body: 'Nothing was taken from your card. Try again.' },
] as const;

/** Surfaces and messages: cards, badges, alerts, prices, empty states and skeletons. */
export function DisplaySection() {
  return (
    <TokenSection
      id="display"
      title="Cards, badges and messages"
      intro="The surfaces that hold content and the ways the site says how things stand: always in words, the colour and icon only repeating them."
    >
      <h3 className={styles.groupTitle}>Cards</h3>
      <ul className={styles.cardGrid} aria-label="Cards">
        <Card as="li" header={<strong>Order 1042</strong>} footer={<Button size="sm">See the order</Button>}>
          <p className={styles.flush}>Thyroid panel, for Anna Nowak</p>
        </Card>
        <Card as="li" elevation="raised">
          <p className={styles.flush}>A raised card stands out from those around it.</p>
        </Card>
        <LinkCard as="li" title="Vitamin D (25-OH)" href="#display" headingLevel={4}>
          <p className={styles.flush}>The whole card is one link, named by its title.</p>
        </LinkCard>
      </ul>

      <h3 className={styles.groupTitle}>Badges</h3>
      <ul className={styles.componentRows} aria-label="Badges">
        <li className={styles.componentRow}>
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {`${tone[0]?.toUpperCase()}${tone.slice(1)}`}
            </Badge>
          ))}
          <Badge tone="success" icon={Check}>
            Results ready
          </Badge>
        </li>
      </ul>

      <h3 className={styles.groupTitle}>Alerts</h3>
      <div className={styles.stack}>
        {ALERTS.map((alert) => (
          // On this page they are part of the page, so none is announced.
          <Alert key={alert.tone} tone={alert.tone} title={alert.title} live="off">
            <p>{alert.body}</p>
          </Alert>
        ))}
      </div>

      <h3 className={styles.groupTitle}>Prices</h3>
      <ul className={styles.cardGrid} aria-label="Prices">
        <li>
          <Price amountMinor={4900} currency="GBP" label="Standard price" size="lg" />
        </li>
        <li>
          <Price amountMinor={2500} currency="GBP" lowest30dMinor={2999} label="Reduced price" size="lg" />
        </li>
        <li>
          <Price amountMinor={4000} currency="GBP" previousMinor={5000} size="sm" />
        </li>
      </ul>

      <h3 className={styles.groupTitle}>Empty state</h3>
      <EmptyState
        icon={ShoppingCart}
        title="Your cart is empty"
        headingLevel={4}
        action={<Button href="#display">Browse the tests</Button>}
      >
        <p className={styles.flush}>Find the tests you need in the tests catalogue.</p>
      </EmptyState>

      <h3 className={styles.groupTitle}>Skeleton</h3>
      <Card>
        <SkeletonGroup label="Loading the tests…">
          <div className={styles.skeletonRow}>
            <Skeleton shape="circle" width="3rem" />
            <div className={styles.skeletonText}>
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton />
            </div>
          </div>
          <Skeleton shape="block" height="5rem" />
        </SkeletonGroup>
      </Card>
    </TokenSection>
  );
}

import { useState } from 'react';
import { Check, Heart, Menu, Search, ShoppingCart, X } from '@labshop/shared-contracts/web/ui';
import {
  BUTTON_SIZES,
  BUTTON_THEMES,
  Button,
  Icon,
  ICON_BUTTON_SIZES,
  ICON_BUTTON_THEMES,
  IconButton,
} from '@labshop/shared-contracts/web/ui';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

const THEMES = BUTTON_THEMES.filter((theme) => theme !== 'disabled');

/** The kit's buttons in every theme, size and state, and its icons. */
export function ComponentSection() {
  // A loading button is busy (aria-busy) for as long as it shows; a visit that waits for the page to settle turns
  // the examples off first.
  const [loading, setLoading] = useState(true);
  return (
    <TokenSection
      id="components"
      title="Buttons and icons"
      intro="One shape for every button: a fixed height per size, the md radius. Point at, press or tab to a button to see its hover, active and focus states."
    >
      <h3 className={styles.groupTitle}>Themes and states</h3>
      <Button theme="outline" size="sm" aria-pressed={loading} onClick={() => setLoading((now) => !now)}>
        Show the loading state
      </Button>
      <ul className={styles.componentRows} aria-label="Button themes">
        {THEMES.map((theme) => (
          // White without a border is made for coloured and dark surfaces, so it is shown on one.
          <li key={theme} className={`${styles.componentRow} ${theme === 'white-no' ? styles.onInk : ''}`}>
            <code className={styles.tokenName}>{theme}</code>
            <Button theme={theme}>Add to cart</Button>
            <Button theme={theme} disabled>
              Disabled
            </Button>
            <Button theme={theme} loading={loading}>
              Adding
            </Button>
          </li>
        ))}
        <li className={styles.componentRow}>
          <code className={styles.tokenName}>disabled</code>
          <Button theme="disabled">Unavailable</Button>
        </li>
        <li className={styles.componentRow}>
          <code className={styles.tokenName}>as a link</code>
          <Button href="#components">Go to checkout</Button>
          <Button href="#components" disabled>
            Go to checkout
          </Button>
          <Button href="#components" theme="outline">
            <Icon icon={ShoppingCart} size="sm" />
            View cart
          </Button>
        </li>
      </ul>

      <h3 className={styles.groupTitle}>Sizes</h3>
      <ul className={styles.componentRows} aria-label="Button sizes">
        {BUTTON_SIZES.map((size) => (
          <li key={size} className={styles.componentRow}>
            <code className={styles.tokenName}>{size}</code>
            <Button size={size}>Book a visit</Button>
            <Button size={size} theme="outline">
              Details
            </Button>
          </li>
        ))}
      </ul>

      <h3 className={styles.groupTitle}>Icon buttons</h3>
      <ul className={styles.componentRows} aria-label="Icon buttons">
        {ICON_BUTTON_THEMES.map((theme) => (
          <li key={theme} className={styles.componentRow}>
            <code className={styles.tokenName}>{theme}</code>
            {ICON_BUTTON_SIZES.map((size) => (
              <IconButton
                key={size}
                theme={theme}
                size={size}
                icon={Menu}
                label={`Open the menu (${theme}, ${size})`}
              />
            ))}
            <IconButton theme={theme} icon={X} label={`Close (${theme}, disabled)`} disabled />
            <IconButton theme={theme} icon={Search} label={`Search (${theme}, loading)`} loading={loading} />
          </li>
        ))}
      </ul>

      <h3 className={styles.groupTitle}>Icons</h3>
      <ul className={styles.componentRows} aria-label="Icons">
        <li className={styles.componentRow}>
          <code className={styles.tokenName}>decorative</code>
          <span className={styles.iconText}>
            <Icon icon={Check} size="sm" /> Results ready
          </span>
          <span className={styles.iconText}>
            <Icon icon={Heart} /> Saved
          </span>
          <span className={styles.iconText}>
            <Icon icon={ShoppingCart} size="lg" /> Cart
          </span>
        </li>
        <li className={styles.componentRow}>
          <code className={styles.tokenName}>labelled</code>
          <Icon icon={Check} label="Within range" />
        </li>
      </ul>
    </TokenSection>
  );
}

import type { LucideIcon } from './icons';
import styles from './icon.module.css';

export type IconSize = 'sm' | 'md' | 'lg';

export type IconProps = {
  /** An icon of the kit's set (icons.ts), passed as the component: `icon={ShoppingCart}`. */
  icon: LucideIcon;
  /** 16, 20 or 24 px at the default text size (`--ls-icon-size-*`). */
  size?: IconSize;
  className?: string;
} & (
  | {
      /** Without a label the icon is decoration beside words that say the same, hidden from assistive technology. */
      label?: undefined;
    }
  | {
      /** An icon that stands alone and means something (a status, a rating) is an image with this name. */
      label: string;
    }
);

/**
 * An icon of the site's one icon set (`icons.ts`). Decorative by
 * default; labelled when it carries meaning no text beside it gives. An icon alone in a button is named by the
 * button instead: use IconButton.
 */
export function Icon({ icon: Glyph, size = 'md', label, className }: IconProps) {
  const classes = [styles.icon, styles[size], className].filter(Boolean).join(' ');
  return label === undefined ? (
    <Glyph className={classes} aria-hidden="true" focusable="false" />
  ) : (
    <Glyph className={classes} role="img" aria-label={label} focusable="false" />
  );
}

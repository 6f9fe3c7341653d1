import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { BaseButton } from './base-button';
import styles from './button.module.css';

/** The themes and sizes a button may take, with their defaults first (docs/product-rules.md, Pages and display). */
export const BUTTON_THEMES = [
  'primary',
  'secondary',
  'white',
  'white-no',
  'contact',
  'outline',
  'link',
  'search',
  'disabled',
  'accent',
] as const;
export const BUTTON_SIZES = [
  'normal',
  'custom',
  'xs',
  'sm',
  'lg',
  'xl',
  'modal',
  'mid',
  'middle',
  'primary',
  'search',
] as const;

export type ButtonTheme = (typeof BUTTON_THEMES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

interface CommonProps {
  theme?: ButtonTheme;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  children: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
    href?: undefined;
    /** Work started by the button is under way: a spinner in place of the label, same width, not clickable. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };
export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    href: string;
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A theme class of button.module.css: the spec's themes, and `ghost`, the quiet look of an IconButton. */
export type ButtonLook = ButtonTheme | 'ghost';

export function buttonClassName(theme: ButtonLook, size: ButtonSize, block = false, extra?: string): string {
  return [styles.button, styles[`theme-${theme}`], styles[`size-${size}`], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

/** A button, or a link that looks like one when given `href`. The `disabled` theme also disables it. */
export function Button(props: ButtonProps) {
  return isLinkProps(props) ? <LinkButton {...props} /> : <NativeButton {...props} />;
}

function NativeButton(props: ButtonAsButtonProps) {
  // `href` is absent on a native button; it is taken out so it never reaches the element.
  const { theme = 'primary', size = 'normal', block, className, children, href: _href, ...rest } = props;
  return (
    <BaseButton
      {...rest}
      className={buttonClassName(theme, size, block, className)}
      disabledTheme={theme === 'disabled'}
    >
      <span className={styles.label}>{children}</span>
    </BaseButton>
  );
}

function LinkButton(props: ButtonAsLinkProps) {
  const { theme = 'primary', size = 'normal', block, className, href, disabled, children, ...rest } = props;
  const classes = buttonClassName(theme, size, block, className);
  const label = <span className={styles.label}>{children}</span>;
  if (disabled || theme === 'disabled') {
    // A disabled link has no href, so it cannot be followed, and says so to assistive technology.
    return (
      <a {...rest} className={classes} role="link" aria-disabled="true">
        {label}
      </a>
    );
  }
  return (
    <a {...rest} href={href} className={classes}>
      {label}
    </a>
  );
}

function isLinkProps(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

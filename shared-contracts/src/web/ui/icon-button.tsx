import type { ButtonHTMLAttributes, Ref } from 'react';
import type { LucideIcon } from './icons';
import { BaseButton } from './base-button';
import { buttonClassName } from './button';
import styles from './button.module.css';
import { Icon, type IconSize } from './icon';

export const ICON_BUTTON_THEMES = ['ghost', 'outline', 'secondary', 'primary'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'normal', 'lg'] as const;
export type IconButtonTheme = (typeof ICON_BUTTON_THEMES)[number];
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

const ICON_SIZE: Record<IconButtonSize, IconSize> = { sm: 'sm', normal: 'md', lg: 'lg' };

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> & {
  /** What the button does, in words: its accessible name, since the icon says nothing to assistive technology. */
  label: string;
  icon: LucideIcon;
  /** `ghost` (default) has no fill until pointed at. */
  theme?: IconButtonTheme;
  /** Squares of 36, 44 (default) and 52 px, the heights of Button's sm, normal and lg. */
  size?: IconButtonSize;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A square button showing only an icon. Its `label` is required: a button without words needs a name. */
export function IconButton({ label, icon, theme = 'ghost', size = 'normal', className, ...rest }: IconButtonProps) {
  const classes = buttonClassName(theme, size, false, [styles.square, className].filter(Boolean).join(' '));
  return (
    <BaseButton {...rest} aria-label={label} className={classes}>
      <span className={styles.label}>
        <Icon icon={icon} size={ICON_SIZE[size]} />
      </span>
    </BaseButton>
  );
}

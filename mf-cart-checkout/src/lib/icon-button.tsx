import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The button's accessible name: an icon alone says nothing to assistive technology. */
  label: string;
  /** A decorative icon; it is hidden from assistive technology. */
  icon: ReactNode;
  /** `danger` for an action that takes something away (its hover turns to the error colour). */
  tone?: 'neutral' | 'danger';
}

/** A square button showing only an icon, named by `label`, with a 44 px target. */
export function IconButton({ label, icon, tone = 'neutral', className, type, ...rest }: IconButtonProps) {
  const classes = [styles.iconButton, styles[tone], className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type ?? 'button'} aria-label={label} className={classes}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styles from './button.module.css';

export type BaseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  children: ReactNode;
  /** The `disabled` theme: disabled whatever `disabled` says. */
  disabledTheme?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The native button under Button and IconButton: type `button` unless told, and while `loading` busy but still
 * focusable (focus stays where the person left it), its clicks and form submission held back.
 */
export function BaseButton(props: BaseButtonProps) {
  const { type, disabled, disabledTheme, loading, onClick, children, ...rest } = props;
  const hold = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      disabled={disabled || disabledTheme}
      aria-busy={loading ? true : undefined}
      onClick={hold}
    >
      {children}
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </button>
  );
}

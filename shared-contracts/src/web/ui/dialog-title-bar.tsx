import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { X } from './icons';
import styles from './dialog-title-bar.module.css';

/**
 * The top of every kit dialog (Modal, Drawer): the heading that names the dialog (`titleId` is its
 * `aria-labelledby`) and one close button of the same shape, size and name everywhere.
 */
export function DialogTitleBar({
  titleId,
  title,
  closeLabel,
  onClose,
  className,
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div className={[styles.bar, className].filter(Boolean).join(' ')}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <IconButton label={closeLabel} icon={X} onClick={onClose} className={styles.close} />
    </div>
  );
}

import type { Toast } from 'react-hot-toast';
import type { ToastType } from '@labshop/shared-contracts/web/ui';
import type { ToastState } from './toast-center';
import styles from './toast-host.module.css';

const TYPE_LABELS: Record<ToastType, string> = {
  default: 'Notice',
  info: 'Information',
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  loading: 'In progress',
};

const ICONS: Record<ToastType, string> = {
  default: '•',
  info: 'i',
  error: '!',
  warning: '!',
  success: '✓',
  loading: '',
};

/** One toast. Its type is said in words as well as colour; loading toasts have no close button. */
export function ToastCard({ toast, state, onDismiss }: { toast: Toast; state: ToastState; onDismiss: () => void }) {
  const loading = state.type === 'loading';
  return (
    <div className={`${styles.toast} ${styles[`type-${state.type}`] ?? ''}`} data-visible={toast.visible}>
      <span className={loading ? styles.spinner : styles.icon} aria-hidden="true">
        {ICONS[state.type]}
      </span>
      <div className={styles.content} role={toast.ariaProps.role} aria-live={toast.ariaProps['aria-live']}>
        <span className={styles.visuallyHidden}>{TYPE_LABELS[state.type]}: </span>
        {state.message}
      </div>
      {loading ? null : (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="Close notification">
          <span aria-hidden="true">×</span>
        </button>
      )}
      {state.progress === null ? null : (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={TYPE_LABELS[state.type]}
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={loading ? undefined : state.progress}
        >
          <span className={loading ? styles.progressIndeterminate : styles.progressDone} />
        </div>
      )}
    </div>
  );
}

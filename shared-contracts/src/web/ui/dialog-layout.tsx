import type { ReactNode } from 'react';
import { DialogTitleBar } from './dialog-title-bar';

/**
 * What every kit dialog (Modal, Drawer) holds, in its order: the title bar, the body (`data-dialog-body`, where the
 * dialog's focus rule looks for the first field) and the footer of actions when there is one. Each dialog gives
 * the classes that place them in its own surface.
 */
export function DialogLayout({
  titleId,
  title,
  closeLabel,
  onClose,
  footer,
  children,
  classes,
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
  classes: { header?: string; body?: string; footer?: string };
}) {
  return (
    <>
      <DialogTitleBar
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
        className={classes.header}
      />
      <div className={classes.body} data-dialog-body>
        {children}
      </div>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';
import './dialog.css';

interface Props {
  readonly labelledBy: string;
  /** Escape, the close button or the backdrop. */
  readonly onClose: () => void;
  readonly closeLabel: string;
  /** `wide` for lists and tables (history), the default for forms. */
  readonly size?: 'form' | 'wide';
  readonly children: ReactNode;
}

/** The site's modal: a close button in the corner, and a click on the backdrop closes it too. */
export function Dialog({ labelledBy, onClose, closeLabel, size = 'form', children }: Props) {
  return (
    <ModalDialog className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'} labelledBy={labelledBy} onDismiss={onClose} closeOnBackdrop>
      <div className="dialog__body">
        <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </ModalDialog>
  );
}

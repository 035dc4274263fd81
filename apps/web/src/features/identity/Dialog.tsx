import type { ReactNode } from 'react';
import { ModalDialog } from '../../shared/ui/ModalDialog';

interface Props {
  readonly labelledBy: string;
  /** Escape, the close button or the backdrop. */
  readonly onClose: () => void;
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/** The sign-in family's modal: a close button in the corner, and a click on the backdrop closes it too. */
export function Dialog({ labelledBy, onClose, closeLabel, children }: Props) {
  return (
    <ModalDialog className="auth-dialog" labelledBy={labelledBy} onDismiss={onClose} closeOnBackdrop>
      <div className="auth-dialog__body">
        <button type="button" className="auth-dialog__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </ModalDialog>
  );
}

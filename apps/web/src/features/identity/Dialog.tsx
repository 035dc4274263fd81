import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

interface Props {
  readonly labelledBy: string;
  /** Escape, the close button or the backdrop. */
  readonly onClose: () => void;
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/**
 * A modal on the native `<dialog>`: the rest of the page is inert while it is open (focus stays inside), Escape
 * closes it, and focus returns to where it was.
 */
export function Dialog({ labelledBy, onClose, closeLabel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="auth-dialog__body">
        <button type="button" className="auth-dialog__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}

import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

interface Props {
  readonly labelledBy: string;
  readonly className: string;
  /** Escape, and a click on the backdrop when `closeOnBackdrop`; without it Escape does nothing. */
  readonly onDismiss?: () => void;
  readonly closeOnBackdrop?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal on the native `<dialog>`, open while it is mounted: the rest of the page is inert (focus stays inside),
 * Escape asks `onDismiss` instead of closing by itself, and focus returns to where it was on unmount.
 */
export function ModalDialog({ labelledBy, className, onDismiss, closeOnBackdrop = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onDismissRef.current?.();
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
      className={className}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onDismiss?.();
      }}
    >
      {children}
    </dialog>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The element to focus when the dialog opens; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the close (×) button, e.g. while an action that cannot be interrupted runs. */
  hideClose?: boolean;
  className?: string;
  /** 'alertdialog' for a message that interrupts what the user was doing. */
  role?: 'dialog' | 'alertdialog';
  /** False for a dialog that only its own buttons may close (not Escape, not a click outside). */
  dismissable?: boolean;
}

/**
 * Radix Dialog with Luno's look. Radix traps focus inside, closes on Escape and returns focus to the
 * element that opened it; this wrapper adds the title, optional description and a labelled close button.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocusRef,
  hideClose,
  className,
  role = 'dialog',
  dismissable = true,
}: DialogProps) {
  const keepOpen = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={['dialog', className].filter(Boolean).join(' ')}
          role={role}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          // Radix warns about a dialog without a description unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {!hideClose && (
            <RadixDialog.Close className="dialog__close" aria-label="Close">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While a form holds unsaved changes, leaving the page asks first. Browser Back and every link or
 * navigation inside the app are held by the router until the person chooses to keep editing or to
 * discard; a reload or closing the tab gets the browser's own question. Render it inside the form.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title="Discard your changes?"
      description="What you typed here has not been saved."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      destructive
      onConfirm={() => {
        if (blocked) blocker.proceed();
      }}
    />
  );
}

import { useRef } from 'react';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
import type { ScreenLimitNotice } from '../screens/screenLimit';

export const TOP_TIER_NOTE = 'That is the most screens any plan offers.';

/** Screen Limit Reached: Cancel, and Upgrade Now to /pricing unless the plan is already the top one. */
export function ScreenLimitDialog({
  notice,
  onClose,
}: {
  notice: ScreenLimitNotice | null;
  onClose: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Screen Limit Reached"
      description={notice?.message}
      initialFocusRef={cancelRef}
    >
      <p>{notice?.canUpgrade ? 'Upgrade your plan to add more screens.' : TOP_TIER_NOTE}</p>
      <div className="dialog__actions">
        <Button ref={cancelRef} variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        {notice?.canUpgrade && <ButtonLink to="/pricing">Upgrade Now</ButtonLink>}
      </div>
    </Dialog>
  );
}

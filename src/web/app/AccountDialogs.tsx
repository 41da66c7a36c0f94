import type { UnsubscribeAnswer } from '../../common/schemas/accounts';
import { useDeleteAccount, useUnsubscribe } from '../api/account';
import { useMembers } from '../api/members';
import { useSession } from '../session/SessionContext';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface UnsubscribeDialogProps extends AccountDialogProps {
  onUnsubscribed: (result: UnsubscribeAnswer) => void;
}

export function UnsubscribeDialog({ open, onOpenChange, onUnsubscribed }: UnsubscribeDialogProps) {
  const { refresh } = useSession();
  const unsubscribeWrite = useUnsubscribe();

  async function unsubscribe() {
    try {
      const result = await unsubscribeWrite.mutateAsync();
      onUnsubscribed(result);
      await refresh();
    } catch (err) {
      // Spec 01 §8: a failed unsubscribe is logged only.
      console.error('Unsubscribe failed', err);
    }
    onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unsubscribe?"
      description="Your plan will stop renewing. Your boards, lists and calendars stay where they are, and you can choose a plan again at any time."
      confirmLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
      cancelLabel="Keep my plan"
      onConfirm={unsubscribe}
    />
  );
}

/**
 * Unsubscribes first so no renewal can be charged to an account that no longer exists, then deletes
 * (spec 01 §4). While other members remain, the plan is theirs too: only the account goes.
 */
export function DeleteEverythingDialog({ open, onOpenChange }: AccountDialogProps) {
  const { logout } = useSession();
  const members = useMembers(open);
  const unsubscribe = useUnsubscribe();
  const deleteAccount = useDeleteAccount();
  const othersRemain = (members.data?.length ?? 1) > 1;

  async function deleteEverything() {
    // Unsure who else is in the family, it does not unsubscribe: deleting the last member ends the
    // subscription on the server anyway, and the others' plan must not stop renewing.
    const list = members.data ?? (await members.refetch()).data;
    if (list && list.length <= 1) {
      try {
        await unsubscribe.mutateAsync();
      } catch (err) {
        console.error('Unsubscribe before deletion failed', err);
      }
    }
    try {
      await deleteAccount.mutateAsync();
    } catch (err) {
      console.error('Account deletion failed', err);
      throw new Error('Your account could not be deleted. Nothing was removed; please try again.');
    }
    await logout();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete everything?"
      description={
        othersRemain ? (
          <>
            This permanently deletes your account. The family’s screens, lists, calendars and TVs stay with
            the other members. <strong>This cannot be undone.</strong>
          </>
        ) : (
          <>
            This permanently deletes your account and all of your family’s screens, task lists, piggy banks,
            menus, shopping lists and calendars. <strong>This cannot be undone.</strong>
          </>
        )
      }
      confirmLabel="Delete Everything"
      busyLabel="Deleting..."
      destructive
      onConfirm={deleteEverything}
    />
  );
}

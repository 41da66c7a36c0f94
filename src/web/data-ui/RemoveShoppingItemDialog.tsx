import type { ShoppingItem } from '../../common/schemas/shopping';
import { errorMessage } from '../api/client';
import { useQueuedRemoveShoppingItem } from '../api/queuedShopping';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface RemoveShoppingItemDialogProps {
  listId: number;
  /** The item to remove; the dialog is open while one is given. */
  item: ShoppingItem | null;
  onClose: () => void;
}

/** 'Remove this item?' before an item leaves its shopping list, from the page or from a board. */
export function RemoveShoppingItemDialog({ listId, item, onClose }: RemoveShoppingItemDialogProps) {
  const removeItem = useQueuedRemoveShoppingItem(listId);

  async function remove() {
    if (!item) return;
    try {
      await removeItem.mutateAsync(item.id);
    } catch (err) {
      throw new Error(errorMessage(err, 'Could not remove item from shopping list.'));
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove this item?"
      description={item ? `“${item.item}” will be taken off the list.` : undefined}
      confirmLabel="Remove"
      busyLabel="Removing..."
      destructive
      onConfirm={remove}
    />
  );
}

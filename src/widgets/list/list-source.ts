/** Which task list a list component shows. Kept free of zod so the board's view can use it cheaply. */
interface ListFields {
  listId: number | null;
  listConfig: { listId: number | null };
}

/** The list chosen in the card settings wins over the one the simple form set (the older spelling). */
export function shownListId(fields: ListFields): number | null {
  return fields.listConfig.listId ?? fields.listId;
}

/** Both spellings are kept in step. */
export function showingList<F extends ListFields>(
  fields: F,
  id: number | null,
): Pick<F, 'listId' | 'listConfig'> {
  return { listId: id, listConfig: { ...fields.listConfig, listId: id } };
}

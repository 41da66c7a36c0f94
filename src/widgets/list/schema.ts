import { z } from 'zod';
import { optionalRowIdSchema } from '../../common/schemas/ids';
import type { WidgetDefinition } from '../registry';
import { showingList, shownListId } from './list-source';

const viewType = z.enum(['list', 'card'], { error: 'List view must be list or card.' });
const listId = optionalRowIdSchema('The list id');
const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

export const listFields = z.object({
  listId,
  listViewType: viewType.default('list'),
  listConfig: z
    .object({
      listId,
      viewType: viewType.default('list'),
      features: z
        .object({
          enableTaskFeatures: flag('Task features').default(false),
          enableRecurrence: flag('Recurrence').default(false),
          enableShoppingMode: flag('Shopping mode').default(false),
        })
        .prefault({}),
      showValueOnCard: flag('Show value on card').default(false),
      /** One person's board: only the tasks that are theirs now (issue 29); null shows everyone's. */
      personId: optionalRowIdSchema('The person'),
    })
    .prefault({}),
});

export const listWidget: WidgetDefinition<'list', typeof listFields> = {
  type: 'list',
  label: 'List',
  description: 'A task list or checklist, with assignees, values and repeating tasks.',
  fields: listFields,
  // Room for a task, its assignee and its value on one line at the legible default text size.
  defaultSize: { width: 480, height: 520 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  // Manage Screens stored lists as {type: 'lists', listId}.
  legacyTypes: ['lists'],
  source: {
    resource: 'task-lists',
    read: shownListId,
    write: showingList,
  },
  simpleChoice: { key: 'lists', label: 'Lists', slot: 3 },
};

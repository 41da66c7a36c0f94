/** Constants of the household board widgets (spec 02 §9). */

/** Task names and assignees are shortened on a board (with an ellipsis). */
export const TASK_NAME_BOARD_LENGTH = 25;
export const ASSIGNEE_BOARD_LENGTH = 10;

/**
 * Lists scroll at these heights (spec 02 §9) — or at their card's height, when the card on the
 * board is taller: a big card on a TV shows as many tasks as fit.
 */
export const TASKS_SCROLL_HEIGHT_PX = 150;
export const SHOPPING_SCROLL_HEIGHT_PX = 200;

export const scrollHeight = (px: number) => `max(${px}px, 100%)`;

/** How far ahead the menu widget looks for planned days. */
export const MENU_LOOKAHEAD_DAYS = 60;

/** How many events the events widget shows (spec 02 §9). */
export const EVENTS_SHOWN = 5;

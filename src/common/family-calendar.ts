/**
 * The family's own calendar, named where views (which load no zod) need it: its events carry this
 * `calendarId` in `GET /api/events`, an id no calendar source has.
 */
export const FAMILY_CALENDAR_ID = 0;

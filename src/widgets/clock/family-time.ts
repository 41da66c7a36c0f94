/**
 * "Family time": the family's own zone (Family settings), whatever it is now. A new clock shows it.
 * Apart from the list of zones (./time-zones) so that the clock's view, on every display's first
 * load, does not bring the zones' names that only the settings panel and the schema use.
 */
export const FAMILY_TIME = 'family';

/** How household values read on pages and boards. */
import { dollarsToCents, formatDollars } from '../../common/money';

/** Wire dollars as a person reads them: 2.5 → '$2.50'. */
export function formatMoney(dollars: number): string {
  return formatDollars(dollarsToCents(dollars));
}

export { parseRowId } from '../../common/ids';
export { describeDueDay, formatMonthDay, formatShortDay } from './days';
export { truncate } from './truncate';

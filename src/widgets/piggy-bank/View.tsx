import type { ComponentOfType } from '../../common/schemas/component';
import { errorMessage } from '../../web/api/client';
import { usePiggyBank } from '../../web/api/piggy-banks';
import { formatMoney, parseRowId } from '../../web/data-ui/format';
import { PiggyBankGlyph } from '../../web/data-ui/PiggyBankGlyph';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';

/** One piggy bank, big and friendly: its name and, unless hidden, its balance. */
export function PiggyBankView({ component }: WidgetViewProps<ComponentOfType<'piggy-bank'>>) {
  const stored = component.piggyBankId;
  const bankId = parseRowId(stored);
  const bank = usePiggyBank(bankId);

  if (stored === null) {
    return <p className="board-card__message">No piggy bank selected for this component.</p>;
  }
  if (bankId === null) return <p className="board-card__message">Piggy bank ID missing.</p>;
  if (bank.isPending) return null;
  if (bank.isError) {
    return (
      <p className="board-card__message">
        {errorMessage(bank.error, 'Could not load details for the selected piggy bank.')}
      </p>
    );
  }

  return (
    <div className="piggy-widget">
      <PiggyBankGlyph className="piggy-widget__glyph" />
      <div className="piggy-widget__text">
        <span className="piggy-widget__name">{bank.data.name}</span>
        {component.showValueOnCard && (
          <span className="piggy-widget__balance">{formatMoney(bank.data.balance)}</span>
        )}
      </div>
    </div>
  );
}

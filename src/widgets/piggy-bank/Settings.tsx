import type { ComponentOfType } from '../../common/schemas/component';
import { errorMessage } from '../../web/api/client';
import { usePiggyBanks } from '../../web/api/piggy-banks';
import { CheckboxField, SelectField } from '../../web/data-ui/fields';
import { formatMoney, parseRowId } from '../../web/data-ui/format';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';

/** The piggy-bank widget's panel: which bank, and whether its balance shows. */
export function PiggyBankSettings({
  component,
  onChange,
  disabled,
}: WidgetSettingsProps<ComponentOfType<'piggy-bank'>>) {
  const banks = usePiggyBanks();
  // The demo shows its sample banks; which bank is content.
  const demo = useDemoMode();
  return (
    <div className="widget-settings">
      <SelectField
        label="Piggy bank"
        value={component.piggyBankId ?? ''}
        disabled={disabled || demo || !banks.isSuccess}
        hint={demo ? DEMO_MESSAGES.piggyBank : undefined}
        error={banks.isError ? errorMessage(banks.error, 'Failed to load piggy banks.') : null}
        onChange={(event) => onChange({ piggyBankId: parseRowId(event.target.value) })}
      >
        <option value="">{banks.isPending ? 'Loading piggy banks...' : 'Choose a piggy bank'}</option>
        {banks.data?.map((bank) => (
          <option key={bank.id} value={bank.id}>
            {bank.name} ({formatMoney(bank.balance)})
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="Show the balance"
        checked={component.showValueOnCard}
        disabled={disabled}
        onChange={(event) => onChange({ showValueOnCard: event.target.checked })}
      />
      <CheckboxField
        label="Show the savings goal"
        checked={component.showGoal}
        disabled={disabled}
        onChange={(event) => onChange({ showGoal: event.target.checked })}
      />
    </div>
  );
}

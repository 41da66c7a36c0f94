import { useState } from 'react';
import { usePeople } from '../../api/people';
import { usePiggyBanks } from '../../api/piggy-banks';
import { formatMoney } from '../../data-ui/format';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { PiggyBankGlyph } from '../../data-ui/PiggyBankGlyph';
import { peopleById } from '../../data-ui/people';
import { QueryState } from '../../data-ui/QueryState';
import { AddPiggyBankForm } from './AddPiggyBankForm';
import { PiggyBankDetails } from './PiggyBankDetails';

/** The family's piggy banks with their balances; choosing one shows its activity and lets its balance be set. */
export function PiggyBanksPanel() {
  const banks = usePiggyBanks();
  const people = peopleById(usePeople().data);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = banks.data?.find((bank) => bank.id === selectedId) ?? null;

  return (
    <section className="panel todos-page__banks" aria-labelledby="piggy-banks-title">
      <h2 id="piggy-banks-title" className="panel__title">
        Piggy banks
      </h2>
      <QueryState
        query={banks}
        loading="Loading piggy banks..."
        failed="Failed to load piggy banks."
        empty={<p className="muted">No piggy banks yet. Add one and tasks with a value can pay into it.</p>}
      >
        {(bankList) => (
          <ul className="bank-list">
            {bankList.map((bank) => (
              <li key={bank.id}>
                <button
                  type="button"
                  className="bank-list__button"
                  aria-pressed={bank.id === selectedId}
                  onClick={() => setSelectedId(bank.id === selectedId ? null : bank.id)}
                >
                  <PiggyBankGlyph className="bank-list__glyph" />
                  <span className="bank-list__name">{bank.name}</span>
                  {bank.personId !== null && people.get(bank.personId) && (
                    <PersonBadge person={people.get(bank.personId)!} showName={false} />
                  )}
                  <span
                    className={
                      bank.balance < 0 ? 'bank-list__balance bank-list__balance--owed' : 'bank-list__balance'
                    }
                  >
                    {formatMoney(bank.balance)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {banks.isSuccess && banks.data.length > 0 && <PiggyBankDetails bank={selected} />}
      <AddPiggyBankForm onAdded={setSelectedId} />
    </section>
  );
}

import { useState } from 'react';
import type { TaskApproval } from '../../../common/schemas/tasks';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { usePiggyBanks } from '../../api/piggy-banks';
import { useApproveTask, useSendBackTask, useTaskApprovals } from '../../api/tasks';
import { formatMoney, formatShortDay } from '../../data-ui/format';
import { MutationError } from '../../data-ui/MutationState';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { peopleById } from '../../data-ui/people';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

const DECISION_FAILED = 'Could not save your decision.';

const TIME = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * Chores ticked on a wall screen, waiting for a parent's OK: approving counts the chore and pays
 * it; sending it back puts it on the board again. Shown only while something waits.
 */
export function ApprovalsPanel() {
  const approvals = useTaskApprovals();
  const people = peopleById(usePeople().data);
  const banks = usePiggyBanks();
  const approve = useApproveTask();
  const sendBack = useSendBackTask();
  const [done, setDone] = useState<string | null>(null);
  const busy = approve.isPending || sendBack.isPending;
  const notices = (
    <>
      {done && <Notice tone="success">{done}</Notice>}
      <MutationError mutation={approve} failed={DECISION_FAILED} />
      <MutationError mutation={sendBack} failed={DECISION_FAILED} />
    </>
  );

  if (approvals.isError) {
    return (
      <Notice tone="error">
        {errorMessage(approvals.error, 'Could not load the chores waiting for your OK.')}
      </Notice>
    );
  }
  const waiting = approvals.data ?? [];
  if (waiting.length === 0) return notices;

  const bankName = (id: number | null) => banks.data?.find((bank) => bank.id === id)?.name ?? null;

  function decide(approval: TaskApproval, decision: 'approve' | 'sendBack') {
    setDone(null);
    // One message at a time: the last decision's.
    approve.reset();
    sendBack.reset();
    if (decision === 'approve') {
      approve.mutate(approval, {
        onSuccess: (result) => {
          const bank = result.payout ? bankName(result.payout.piggyBankId) : null;
          setDone(
            result.payout
              ? `Approved: ${formatMoney(result.payout.amount)} went to ${bank ?? 'the piggy bank'}, now ${formatMoney(result.payout.balance)}.`
              : `Approved: ${approval.task}.`,
          );
        },
      });
    } else {
      sendBack.mutate(approval, { onSuccess: () => setDone(`${approval.task} is back on the board.`) });
    }
  }

  return (
    <section className="panel approvals" aria-labelledby="approvals-title">
      <h2 id="approvals-title" className="panel__title approvals__title">
        Waiting for your OK <span className="approvals__count">{waiting.length}</span>
      </h2>
      <p className="muted approvals__intro">
        Ticked on a wall screen. Approve to count the chore and pay it, or send it back to the board.
      </p>
      {notices}
      <ul className="approvals__list">
        {waiting.map((approval) => {
          const person = approval.personId === null ? undefined : people.get(approval.personId);
          const bank = bankName(approval.piggyBankId);
          return (
            <li
              key={approval.id}
              className="approval"
              style={person ? { borderLeftColor: person.color } : undefined}
            >
              <div className="approval__body">
                <span className="approval__task">{approval.task}</span>
                <span className="approval__meta">
                  {person ? <PersonBadge person={person} /> : <span>Someone</span>}
                  <span>
                    {approval.listName}
                    {approval.occurrence && ` · due ${formatShortDay(approval.occurrence)}`} · ticked{' '}
                    {TIME.format(new Date(approval.tickedAt))}
                  </span>
                </span>
                {approval.value > 0 && (
                  <span className="approval__pay">
                    {bank
                      ? `${formatMoney(approval.value)} to ${bank}`
                      : `${formatMoney(approval.value)}, but no piggy bank to pay into`}
                  </span>
                )}
              </div>
              <div className="approval__actions">
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => decide(approval, 'approve')}
                  aria-label={`Approve ${approval.task}${person ? ` by ${person.name}` : ''}`}
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => decide(approval, 'sendBack')}
                  aria-label={`Send back ${approval.task}${person ? ` by ${person.name}` : ''}`}
                >
                  Send back
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

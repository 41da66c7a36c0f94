import { parseRowId } from '../../common/ids';
import { goalProgress } from '../../common/savings';
import type { ComponentOfType } from '../../common/schemas/component';
import type { PiggyBankGoal } from '../../common/schemas/piggy-banks';
import { errorMessage } from '../../web/api/client';
import { usePeopleById } from '../../web/api/peopleColors';
import { usePiggyBank } from '../../web/api/piggy-banks';
import { useSizedPhotoUrl } from '../../web/board/sizedPhotos';
import { PiggyBankGlyph } from '../../web/data-ui/PiggyBankGlyph';
import { type Translate, useMoney, useT } from '../../web/i18n/useT';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';

/** One piggy bank, big and friendly: its name, unless hidden its balance, and its goal as progress. */
export function PiggyBankView({ component }: WidgetViewProps<ComponentOfType<'piggy-bank'>>) {
  const stored = component.piggyBankId;
  const bankId = parseRowId(stored);
  const bank = usePiggyBank(bankId);
  const people = usePeopleById();
  const t = useT();
  const formatMoney = useMoney();

  if (stored === null) {
    return <p className="board-card__message">{t('piggy.none')}</p>;
  }
  if (bankId === null) return <p className="board-card__message">{t('piggy.missing')}</p>;
  if (bank.isPending) return null;
  if (bank.isError) {
    return <p className="board-card__message">{errorMessage(bank.error, t('piggy.failed'))}</p>;
  }

  // An answer kept from before goals existed has no `goal`.
  const goal = component.showGoal !== false ? (bank.data.goal ?? null) : null;
  const color = bank.data.personId !== null ? people.data?.get(bank.data.personId)?.color : undefined;

  const face = (
    <>
      {goal?.photoUrl ? (
        <GoalPicture url={goal.photoUrl} />
      ) : (
        <PiggyBankGlyph className="piggy-widget__glyph" />
      )}
      <div className="piggy-widget__text">
        <span className="piggy-widget__name">{bank.data.name}</span>
        {component.showValueOnCard && (
          <span className="piggy-widget__balance">{formatMoney(bank.data.balance)}</span>
        )}
      </div>
    </>
  );
  // Without a goal the card is drawn as it always was.
  if (!goal) return <div className="piggy-widget">{face}</div>;
  return (
    <div className="piggy-widget piggy-widget--goal">
      <div className="piggy-widget__layout">
        <div className="piggy-widget__top">{face}</div>
        <GoalProgressBar
          goal={goal}
          balance={bank.data.balance}
          color={color}
          showAmounts={component.showValueOnCard}
          t={t}
          formatMoney={formatMoney}
        />
      </div>
    </div>
  );
}

function GoalPicture({ url }: { url: string }) {
  const { ref, src } = useSizedPhotoUrl<HTMLDivElement>(url);
  return (
    <div ref={ref} className="piggy-widget__picture">
      {/* A photo deleted since the board last asked leaves an empty frame, not a broken image. */}
      {src && (
        <img
          src={src}
          alt=""
          draggable={false}
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      )}
    </div>
  );
}

/** The goal's name, a bar filled as far as the balance has come, and the amounts in words. */
function GoalProgressBar({
  goal,
  balance,
  color,
  showAmounts,
  t,
  formatMoney,
}: {
  goal: PiggyBankGoal;
  balance: number;
  color: string | undefined;
  showAmounts: boolean;
  t: Translate;
  formatMoney: (amount: number) => string;
}) {
  // In thousandths of the major unit: fine enough for every currency's minor units (three for BHD).
  const progress = goalProgress(Math.round(balance * 1000), Math.round(goal.amount * 1000));
  const label = t('piggy.goalLabel', {
    goal: goal.name,
    percent: progress.percent,
    amount: formatMoney(goal.amount),
  });
  return (
    <div className="piggy-goal" style={color ? { ['--goal-color' as string]: color } : undefined}>
      <div className="piggy-goal__line">
        <span className="piggy-goal__name">{goal.name}</span>
        <span className="piggy-goal__percent">
          {progress.reached ? t('piggy.reached') : t('piggy.percent', { percent: progress.percent })}
        </span>
      </div>
      <div
        className="piggy-goal__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className="piggy-goal__fill" style={{ width: `${progress.fraction * 100}%` }} />
      </div>
      {showAmounts && (
        <span className="piggy-goal__amounts">
          {progress.reached
            ? t('piggy.saved', { amount: formatMoney(goal.amount) })
            : t('piggy.toGo', {
                remaining: formatMoney(progress.remainingCents / 1000),
                amount: formatMoney(goal.amount),
              })}
        </span>
      )}
    </div>
  );
}

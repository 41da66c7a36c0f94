import { Link } from 'react-router';
import { ArticleLayout, ArticlePicture } from '../ArticleLayout';

/** /blog/deep-dive-family */
export function Article() {
  return (
    <ArticleLayout slug="deep-dive-family">
      <p>
        Chore charts usually fail the same way: the chart goes up, the stickers run out, and three weeks later
        nobody remembers who was meant to feed the cat. Luno’s chores are built to avoid that. Tasks come back
        by themselves, the screen on the wall says what is due today, and finished work turns into money in a
        piggy bank the whole family can see. This deep dive goes through every part, and how families put them
        together.
      </p>

      <h2>The pieces</h2>
      <ul>
        <li>
          <strong>Task lists</strong> hold the chores. A family can have as many as it likes: one per child,
          one for the whole house, one for the weekend.
        </li>
        <li>
          <strong>Tasks</strong> have a name and, if you want, an assignee, a dollar value, a repeat rule and
          the piggy bank they pay into.
        </li>
        <li>
          <strong>Piggy banks</strong> hold each child’s money, with a history of every payment in and out.
        </li>
        <li>
          <strong>Widgets</strong> put lists and piggy banks on a board, where they stay up to date by
          themselves.
        </li>
      </ul>
      <p>
        All of it is on the app’s <strong>Tasks</strong> page, where lists sit beside the piggy banks.
      </p>
      <ArticlePicture
        name="feature-tasks-page"
        caption="The Tasks page: the chore lists, their tasks, and the piggy banks they pay into."
      />

      <h2>Setting up a chore</h2>
      <p>Add a task to a list and fill in what matters for it:</p>
      <ul>
        <li>
          <strong>Assignee</strong> — a name shown beside the task, so each child finds their own at a glance.
        </li>
        <li>
          <strong>Value</strong> — what the task is worth, in dollars and cents. Leave it at zero for jobs
          that are simply part of living together.
        </li>
        <li>
          <strong>Repeat</strong> — daily, weekly, monthly or yearly, every so many days, weeks, months or
          years. Weekly tasks can fall on chosen weekdays (“Monday and Thursday”); monthly ones on a date
          (“the 1st”) or a weekday of the month (“the last Saturday”).
        </li>
        <li>
          <strong>Pay into piggy bank</strong> — which bank the value goes to when the task is done.
        </li>
      </ul>
      <div className="article__tip">
        <p>
          <strong>Tip:</strong> keep values small and consistent. Fifty cents for a daily job and a dollar or
          two for a weekly one adds up to a pocket-money amount without turning every request into a
          negotiation.
        </p>
      </div>

      <h2>Ticking it off</h2>
      <p>
        A task can be completed on the Tasks page, or right on the board when the list widget has task
        features turned on — a tablet on the wall is perfect for this. Luno asks for a quick confirmation
        first, with a box that adds the value to the task’s piggy bank (ticked unless you untick it).
      </p>
      <ul>
        <li>
          A <strong>one-off</strong> task leaves the list once it is done.
        </li>
        <li>
          A <strong>repeating</strong> task moves on to its next day. The list always shows the occurrence
          that is due, and one that was missed says since when it is overdue.
        </li>
        <li>
          The <strong>payout</strong> lands in the piggy bank straight away, and every board showing that bank
          updates within a second.
        </li>
      </ul>
      <ArticlePicture
        name="feature-chores"
        caption="A chores list on a board: who does what, and what it pays."
      />

      <h2>Piggy banks</h2>
      <p>
        Create a piggy bank for each child with a starting balance — what they have saved already, or zero.
        Besides chore payouts, the balance can be set by hand: after a birthday gift, or when money is spent.
        Choosing a piggy bank shows its recent activity, so “where did my money go?” has an answer.
      </p>
      <ArticlePicture
        name="feature-piggy-bank"
        caption="A piggy bank widget: the name and the balance, large."
      />
      <p>
        Deleting a piggy bank takes it off the lists and boards, but its history is kept with the family’s
        records; tasks that paid into it keep their value and simply stop paying.
      </p>

      <h2>Putting it on the wall</h2>
      <p>The chores board is where this comes to life. A layout that works well in many homes:</p>
      <ol>
        <li>
          One <strong>list widget per child</strong>, in <em>card</em> view with <em>Show value on card</em>{' '}
          turned on, so each task is a large tile with its value.
        </li>
        <li>
          A <strong>shared list</strong> for jobs anyone can pick up, first come, first paid.
        </li>
        <li>
          A <strong>piggy bank widget</strong> under each child’s list.
        </li>
        <li>A note for the house rule, such as “Saturday is pocket-money day”.</li>
      </ol>
      <ArticlePicture
        name="board-chores"
        caption="A chores board: each child’s tasks as cards, their piggy banks, and the house rule."
      />
      <p>
        Because the board is live, the moment a task is ticked on the tablet, the balance underneath it goes
        up. For younger children that instant link between the job and the money is the whole point.
      </p>

      <h2>Habits that help</h2>
      <ul>
        <li>
          <strong>Pay for extras, not for everything.</strong> Many families keep “make your bed” at zero and
          put values on the jobs that really help: the dishwasher, the recycling, the dog.
        </li>
        <li>
          <strong>Let the screen do the reminding.</strong> A list that shows what is due today replaces a lot
          of asking. Overdue tasks are visible to everyone, which is usually enough.
        </li>
        <li>
          <strong>Make payday a ritual.</strong> Agree a day when piggy bank money can be spent, and set the
          new balance together.
        </li>
        <li>
          <strong>Review monthly.</strong> Children grow; chores and values should too. Editing a task changes
          it everywhere at once.
        </li>
      </ul>
      <p>
        Want to see it before setting it up? <Link to="/demo">Try the demo</Link>, or read how to{' '}
        <Link to="/blog/family-hub">put a family hub on the wall</Link> first.
      </p>
    </ArticleLayout>
  );
}

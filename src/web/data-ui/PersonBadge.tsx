import type { CSSProperties } from 'react';
import { initialsOf, textColorOn } from '../../common/people';
import type { Person } from '../../common/schemas/people';
import './people.css';

interface PersonBadgeProps {
  person: Pick<Person, 'name' | 'color' | 'emoji'>;
  /** Show the name beside the avatar; otherwise it is the avatar's accessible name. */
  showName?: boolean;
  /** The name filled with the person's colour (a chip), rather than beside it. */
  filled?: boolean;
  className?: string;
}

/**
 * A person as the family knows them: their emoji (or initials) on their colour, and their name.
 * Sized by the text around it, so it reads the same on a phone and across the room on a board.
 */
export function PersonBadge({ person, showName = true, filled = false, className }: PersonBadgeProps) {
  const ink = textColorOn(person.color);
  const style = { '--person-color': person.color, '--person-ink': ink } as CSSProperties;
  const classes = ['person-badge', filled && 'person-badge--filled', className].filter(Boolean).join(' ');
  return (
    <span className={classes} style={style} {...(showName ? {} : { role: 'img', 'aria-label': person.name })}>
      <span className="person-badge__avatar" aria-hidden="true">
        {person.emoji ?? initialsOf(person.name)}
      </span>
      {showName && <span className="person-badge__name">{person.name}</span>}
    </span>
  );
}

import type { LengthLimit } from './useLengthLimit';

/** The share of a limit from which the count shows, so it is seen before the last characters. */
const COUNT_FROM = 0.9;

/**
 * Under a field with a text limit: the count once the text nears it ("187/200"), and that a paste
 * was cut to fit. The cut is also announced, from a status region that is always there (so screen
 * readers hear it change) and takes no room.
 */
export function LengthNote({ id, limit }: { id: string | undefined; limit: LengthLimit }) {
  const counting = limit.used >= Math.ceil(limit.max * COUNT_FROM);
  const cut = limit.cut ? `Cut to ${limit.max} characters, the most this field holds.` : '';
  return (
    <>
      <span role="status" className="visually-hidden">
        {cut}
      </span>
      {(counting || cut) && (
        <span className="field__limit" id={id}>
          {cut && (
            <span className="field__limit-cut" aria-hidden="true">
              {cut}
            </span>
          )}
          {counting && (
            <span className="field__limit-count">
              {limit.used}/{limit.max}
              <span className="visually-hidden"> characters</span>
            </span>
          )}
        </span>
      )}
    </>
  );
}

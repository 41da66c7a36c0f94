import type { PhotoCredit as Credit } from '../../common/schemas/style';
import './photo-credit.css';

interface PhotoCreditProps {
  credit: NonNullable<Credit>;
  /** Where it sits: a corner of the whole board, of an image layer, or of a card's background. */
  placement: 'board' | 'layer' | 'card';
  /** In the editor the credit is only shown: taps go to the layers under it. */
  inert?: boolean;
}

/**
 * "Photo by X on Pexels", linking the photographer and the photo, as Pexels asks of every app that
 * shows its photos. Small and translucent in a corner, so it credits without competing.
 */
export function PhotoCredit({ credit, placement, inert = false }: PhotoCreditProps) {
  const className = `photo-credit photo-credit--${placement}${inert ? ' photo-credit--inert' : ''}`;
  return (
    <p className={className} inert={inert || undefined}>
      Photo by{' '}
      {credit.photographerUrl ? (
        <a href={credit.photographerUrl} target="_blank" rel="noopener noreferrer">
          {credit.photographer}
        </a>
      ) : (
        credit.photographer
      )}{' '}
      on{' '}
      <a href={credit.photoUrl ?? 'https://www.pexels.com'} target="_blank" rel="noopener noreferrer">
        Pexels
      </a>
    </p>
  );
}

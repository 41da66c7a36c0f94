import type { SlideshowOrder } from '../../common/schemas/album';

export interface SlideshowSequence {
  /** The index of the photo to show next. */
  next(): number;
}

/**
 * The order an album's photos are shown in: the album's own, round and round; or shuffled so that
 * every photo shows once before any shows again, and a new round never opens with the photo that
 * closed the last one.
 */
export function slideshowSequence(
  count: number,
  order: SlideshowOrder,
  random: () => number = Math.random,
): SlideshowSequence {
  let round: number[] = [];
  let last = -1;

  function newRound(): number[] {
    const indices = Array.from({ length: count }, (_, index) => index);
    if (order === 'in-order') return indices;
    for (let index = count - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [indices[index], indices[other]] = [indices[other]!, indices[index]!];
    }
    if (count > 1 && indices[0] === last) {
      const other = 1 + Math.floor(random() * (count - 1));
      [indices[0], indices[other]] = [indices[other]!, indices[0]!];
    }
    return indices;
  }

  return {
    next() {
      if (count === 0) return -1;
      if (round.length === 0) round = newRound();
      last = round.shift()!;
      return last;
    },
  };
}

import { planFor, screenLimitFor, type Tier } from '../../common/plans';
import type { WireScreen } from '../../common/schemas/screen';
import { DomainError } from '../domain-errors';

/** The plan allows no more screens: the editor's limit dialog reads `code`, `limit` and `tier`. */
export function screenLimitError(tier: Tier) {
  const limit = screenLimitFor(tier);
  return new DomainError(
    'screen_limit',
    `You've reached your screen limit of ${limit} for the ${planFor(tier).name} plan.`,
    { limit, tier },
  );
}

/** Another device saved first: the 409 carries its screen, which the client loads instead. */
export function staleScreenError(current: WireScreen) {
  return new DomainError(
    'screen_changed',
    'This screen was changed somewhere else. Loading the latest version.',
    {
      screen: current,
    },
  );
}

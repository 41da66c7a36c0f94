import { planFor, screenLimitFor, type Tier } from '../../common/plans';
import type { WireScreen } from '../../common/schemas/screen';
import { conflict, forbidden } from '../http/errors';

/** The plan allows no more screens: the editor's limit dialog reads `code`, `limit` and `tier`. */
export function screenLimitError(tier: Tier) {
  const limit = screenLimitFor(tier);
  return forbidden(`You've reached your screen limit of ${limit} for the ${planFor(tier).name} plan.`, {
    code: 'screen_limit',
    limit,
    tier,
  });
}

/** Another device saved first: the 409 carries its screen, which the client loads instead. */
export function staleScreenError(current: WireScreen) {
  return conflict('This screen was changed somewhere else. Loading the latest version.', { screen: current });
}

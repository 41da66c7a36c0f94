import { createContext, useContext } from 'react';

/**
 * The id of the saved screen a board draws, for a widget that must name its board to the server
 * (a wall's music controls). Undefined in the editor's canvas and for boards not yet saved.
 */
export const BoardScreenIdContext = createContext<number | undefined>(undefined);

export function useBoardScreenId(): number | undefined {
  return useContext(BoardScreenIdContext);
}

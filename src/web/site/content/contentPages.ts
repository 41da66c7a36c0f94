/** The TV's pairing page, loaded as its own chunk. */
export { PairPage } from '../pair/PairPage';

/**
 * Every widget's view, fetched together by one dynamic import (`widgets/views.ts`). The build puts
 * the views in one or two shared scripts anyway (scripts/chunk-groups.mjs); one import of each view
 * would add a small forwarding script of its own per widget type to a display's first load (the
 * bundler keeps one for each dynamically imported module it has moved into a group), each costing
 * more in headers than it holds (DESIGN §6 budget). A new widget type adds its line here too.
 */
export { CalendarView } from './calendar/View';
export { ClockView } from './clock/View';
export { CountdownView } from './countdown/View';
export { EventsView } from './events/View';
export { ImageView } from './image/View';
export { ListView } from './list/View';
export { MenuView } from './menu/View';
export { PiggyBankView } from './piggy-bank/View';
export { RecipeView } from './recipe/View';
export { ShoppingView } from './shopping/View';
export { SpotifyView } from './spotify/View';
export { TextView } from './text/View';
export { WeatherView } from './weather/View';

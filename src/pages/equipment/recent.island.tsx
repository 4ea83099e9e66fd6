/** The products viewed lately: rendered in the browser only, once it is idle (src/ui/island.tsx). */
export { RecentlyViewed as default } from './recent';

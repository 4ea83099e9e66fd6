/** The app banner above the top bar as an island of its own (islands-mode pages). */
export { TopExtras as default } from './after-hydration';

/** The TV setup guide's tabs as an island (the FAQ category page names it). */
export { TvGuide as default } from './tv-guide';

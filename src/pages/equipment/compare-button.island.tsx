/** A product page's "Compare": woken on the first touch (src/ui/island.tsx). */
export { CompareButton as default } from './compare-button';

/** A product's description, characteristics and modifications: woken near the viewport (src/ui/island.tsx). */
export { ProductAbout as default } from './product-about';

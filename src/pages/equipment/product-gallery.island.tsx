/** A product's pictures: woken near the viewport (src/ui/island.tsx). */
export { ProductGallery as default } from './product-gallery';

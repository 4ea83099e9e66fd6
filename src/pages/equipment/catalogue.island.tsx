/** The catalogue of /equipment and its categories: woken near the viewport (src/ui/island.tsx). */
export { Catalogue as default } from './catalogue';

/** The home page's tariff block as an island (the home page names it; features never import each other). */
export { default } from './home-tariffs';

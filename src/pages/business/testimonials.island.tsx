/** Customers' words: an island of /tariffs/business, woken near the viewport (then Swiper loads). */
export { Testimonials as default } from './testimonials';

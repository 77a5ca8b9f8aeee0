/** What other features may use of testimonials (everything else here is private to it): the landing page's section. */
export { LandingTestimonials } from './landing-testimonials';

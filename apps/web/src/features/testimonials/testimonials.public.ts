/** What other features may use of testimonials: the routes and the landing page's section. */
export { testimonialRoutes } from './testimonials-routes';
export { LandingTestimonials } from './landing-testimonials';

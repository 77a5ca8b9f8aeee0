/** What other features may use of testimonials (everything else here is private to it): what they hold of a person (data download, erasure). */
export { testimonialsPersonalData } from './testimonials-personal-data';

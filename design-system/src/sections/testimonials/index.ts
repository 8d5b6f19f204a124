export { initialsOf, type Testimonial, Testimonials, type TestimonialsProps } from './testimonials';

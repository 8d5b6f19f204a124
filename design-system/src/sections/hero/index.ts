export { Hero, type HeroProps, heroVariants } from './hero';

export { type StatItem, Stats, type StatsProps } from './stats';

export { Badge, BADGE_MAX_COUNT, type BadgeProps } from './Badge';

export { LoadingCover, type LoadingCoverProps } from './LoadingCover';

export * from './constants';
export * from './errors';
export * from './messages';
export * from './types';
export * from './text';
export * from './admin-texts';
export * from './storefront-texts';

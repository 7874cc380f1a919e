export * from './constants';
export * from './errors';
export * from './messages';
export * from './pages';
export * from './routes';
export * from './rules';
export * from './types';
export * from './text';

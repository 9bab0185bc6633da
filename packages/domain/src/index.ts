export * from './access';
export * from './constants';
export * from './errors';
export * from './schemas/auth';
export * from './schemas/common';
export * from './validation';

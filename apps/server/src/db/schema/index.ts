export * from './audit';
export * from './auth';
export * from './notifications';
export * from './org';
export * from './projects';
export * from './requests';
export * from './timesheets';

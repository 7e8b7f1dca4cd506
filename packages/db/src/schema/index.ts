export * from './master/index';
export * from './tenant/index';

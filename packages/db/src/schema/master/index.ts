export * from './schema';
export * from './tenants';
export * from './auth';

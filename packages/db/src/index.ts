export * from './citus';
export * from './client';
export * from './tenant';
export * from './tenant-id';

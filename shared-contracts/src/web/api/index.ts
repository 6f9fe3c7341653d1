export * from './api-client';
export * from './use-api-query';

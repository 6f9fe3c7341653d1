export * from './fake-api';
export * from './http-client';
export * from './load-loop';
export * from './log-capture';
export * from './test-site';

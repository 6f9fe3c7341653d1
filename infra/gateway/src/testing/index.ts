export * from './catalogue-factories';
export * from './fake-api';
export * from './http-client';
export * from './load-loop';
export * from './log-capture';
export * from './test-site';
export * from './page-head-reader';

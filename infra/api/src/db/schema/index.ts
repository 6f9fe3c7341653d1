export * from './locations';
export * from './catalogue';
export * from './prices';
export * from './availability';
export * from './services';
export * from './doctors';
export * from './profiles';
export * from './accounts';

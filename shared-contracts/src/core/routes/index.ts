export * from './account-pages';
export * from './manifest';
export * from './match';
export * from './remotes';
export * from './webview';

/**
 * The release this bundle belongs to, so a page can say which version of the remote it runs. Each remote
 * compiles its own copy of this module (the remote kit is not a shared singleton), so the value is the
 * release of the remote that imports it, not of the shell.
 */
export const RELEASE_VERSION: string = typeof __RELEASE_VERSION__ === 'string' ? __RELEASE_VERSION__ : 'development';

/** The id of this shell build (env SHELL_BUILD_ID at build time); compared with /builds/latest.json. */
declare const __SHELL_BUILD_ID__: string;

// CSS Modules and static assets imported by the front-end packages.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** The release this bundle was built for (set by the release script; 'development' otherwise). */
declare const __RELEASE_VERSION__: string;

/** The version of the contracts this bundle was built against (the shared-contracts package's version). */
declare const __CONTRACTS_VERSION__: string;

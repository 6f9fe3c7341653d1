/** The contracts version this shell was built against (set by the build; unknown outside one). */
export const SHELL_CONTRACTS_VERSION: string =
  typeof __CONTRACTS_VERSION__ === 'string' ? __CONTRACTS_VERSION__ : 'unknown';

/** A setting the server cannot start with; the message names the variable and says what to do. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The one function the compose file's reader uses; js-yaml ships no types of its own.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}

import fp from 'fastify-plugin';
import { HttpError, ValidationError } from './errors';
import { fieldsWithBrokenText } from './input-text';

/** No form or API request comes near this; a lab's message, which can, has its own limit on its own route. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The deepest any request of the API nests (an order: items, patients, addresses) is well under this. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
const NOT_A_FINITE_NUMBER = 'must be a number of a sensible size';

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read without parsing it: a body of a million
 * opening brackets is refused before anything walks it (a walk that recurses would overflow the stack, a 500).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '{' || character === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    }
  }
  return false;
}

/** Numbers JSON can write but a double cannot hold (1e400 reads as Infinity), by field. */
function fieldsWithEndlessNumbers(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path.join('.') || '_'];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => fieldsWithEndlessNumbers(item, [...path, String(index)]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => fieldsWithEndlessNumbers(item, [...path, key]));
  }
  return [];
}

/**
 * Every JSON body, on every route that does not read its own: at most 1 MiB, nested at most 32 deep (400 'The
 * request body is nested too deeply.'), no prototype poisoning (Fastify's own parser), and no text or number that
 * would fail deep inside a query as a server error: NUL characters and unpaired surrogates in values and in field
 * names, and numbers too large for a double, each a 422 on its field.
 */
export default fp(
  async function jsonBody(fastify) {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES },
      (request, body, done) => {
        const text = String(body);
        if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
          done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
          return;
        }
        // Fastify's own parser answers through the callback and returns nothing; its type also allows a promise.
        void parseJson(request, text, (error, parsed: unknown) => {
          if (error) {
            done(error, undefined);
            return;
          }
          const broken = fieldsWithBrokenText(parsed);
          const endless = fieldsWithEndlessNumbers(parsed);
          if (broken.length > 0 || endless.length > 0) {
            // A Map, not an object: a field the caller named 'constructor' must not find Object's own.
            const errors = new Map<string, string[]>();
            for (const { field, message } of broken) errors.set(field, [...(errors.get(field) ?? []), message]);
            for (const field of endless) errors.set(field, [...(errors.get(field) ?? []), NOT_A_FINITE_NUMBER]);
            done(new ValidationError(Object.fromEntries(errors)), undefined);
            return;
          }
          done(null, parsed);
        });
      },
    );
  },
  { name: 'json-body' },
);

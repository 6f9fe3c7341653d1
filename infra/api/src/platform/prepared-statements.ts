import { Client } from 'pg';

/**
 * How many statements are prepared, and the longest text prepared. The API's statements come from its code, so
 * they are few; lists of ids (`in ($1, …, $n)`) make one statement per length, and these bounds keep each
 * connection's share of the server's memory small even so. Past them a statement simply runs unprepared.
 */
const MOST_PREPARED = 2000;
const LONGEST_PREPARED_TEXT = 16_000;

/**
 * The name each statement text is prepared under, the same on every connection of the process. Looked up by the
 * text itself: cheaper than hashing it on every query.
 */
const names = new Map<string, string>();

function nameFor(text: string): string | null {
  if (text.length > LONGEST_PREPARED_TEXT) return null;
  const known = names.get(text);
  if (known !== undefined || names.size >= MOST_PREPARED) return known ?? null;
  const name = `labshop_${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface StatementConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

function isStatementConfig(value: unknown): value is StatementConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { text?: unknown }).text === 'string' &&
    // A cursor or stream submits itself and is left as it is.
    typeof (value as { submit?: unknown }).submit !== 'function'
  );
}

/**
 * A connection that prepares each statement with parameters the first time it runs it and afterwards only binds
 * new values: the server then parses the statement once per connection rather than on every request, and plans it
 * once it has seen that a generic plan serves (PostgreSQL's own choice). Parsing and planning cost the server more
 * than running most of the API's reads. Statements without parameters (migrations, several commands in one text)
 * run as they are.
 */
export class PreparingClient extends Client {
  // pg's query() has many overloads; this one looks at its first two arguments and passes everything on.
  override query(...args: unknown[]): never {
    const [first, second] = args;
    const config: StatementConfig | null =
      typeof first === 'string' ? { text: first } : isStatementConfig(first) ? first : null;
    const values = config?.values ?? second;
    if (config && config.name === undefined && Array.isArray(values) && values.length > 0) {
      const name = nameFor(config.text);
      if (name !== null) args[0] = { ...config, name };
    }
    return (super.query as (...queryArgs: unknown[]) => never)(...args);
  }
}

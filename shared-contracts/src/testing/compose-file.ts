import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';

/** The environment a container of one compose service starts with, as far as the files say. */
export interface ComposeService {
  /**
   * Its image's `ENV` lines (when compose builds it from a Dockerfile here), then compose's `environment`, with
   * `${...}` filled from the installation's variables. A secret's mount point (/run/secrets/NAME) is replaced by
   * the file compose mounts there, so a service can read it outside a container.
   */
  environment: Record<string, string>;
  /** The Dockerfile compose builds the image from, relative to its build context; null for a published image. */
  dockerfile: string | null;
  /**
   * How compose learns the service is healthy: its own `healthcheck`, the Dockerfile's HEALTHCHECK, `disabled`, or
   * null when nothing checks it (a published image's own HEALTHCHECK is not known here).
   */
  healthCheck: 'compose' | 'image' | 'disabled' | null;
  /** The services it waits for, each with the condition (`service_healthy`, `service_completed_successfully`...). */
  dependsOn: Record<string, string>;
}

type Variables = Readonly<Record<string, string | undefined>>;
type Yaml = Record<string, unknown>;

const isRecord = (value: unknown): value is Yaml => typeof value === 'object' && value !== null;

/**
 * Compose's interpolation: `$$`, `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}` and
 * `${NAME?message}` (the last two refuse to go on without the variable, as compose does).
 */
export function interpolate(text: string, variables: Variables): string {
  const pattern = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  return text.replace(pattern, (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
    if (match === '$$') return '$';
    const name = braced ?? bare ?? '';
    const value = variables[name];
    const missing = operator?.startsWith(':') ? !value : value === undefined;
    if (!missing || !operator) return value ?? '';
    if (operator.endsWith('?')) throw new Error(`${name} is required by the compose file: ${argument ?? ''}`);
    return argument ?? '';
  });
}

function interpolateAll(value: unknown, variables: Variables): unknown {
  if (typeof value === 'string') return interpolate(value, variables);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, variables));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, variables)]));
  }
  return value;
}

/** `KEY: value` or `- KEY=value`; a name without a value is passed through from the installation's variables. */
function environmentOf(raw: unknown, variables: Variables): Record<string, string> {
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.map((line: string) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, null] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(isRecord(raw) ? raw : {});
  const environment: Record<string, string> = {};
  for (const [name, value] of entries) {
    const given = value === null || value === undefined ? variables[name] : String(value);
    if (given !== undefined) environment[name] = given;
  }
  return environment;
}

/** The `ENV` lines of a Dockerfile (`ENV A=1 B=2`, continued over lines with a backslash). */
export function dockerfileEnvironment(text: string): Record<string, string> {
  const environment: Record<string, string> = {};
  const instructions = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  for (const instruction of instructions) {
    const match = /^\s*ENV\s+(.*)$/i.exec(instruction);
    if (!match?.[1]) continue;
    for (const pair of match[1].matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S*)/g)) {
      const [, name = '', value = ''] = pair;
      environment[name] = value.replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return environment;
}

function healthCheckOf(service: Yaml, dockerfileText: string): ComposeService['healthCheck'] {
  if (isRecord(service.healthcheck)) return service.healthcheck.disable === true ? 'disabled' : 'compose';
  return /^\s*HEALTHCHECK\s+(?!NONE)/im.test(dockerfileText) ? 'image' : null;
}

/** `depends_on` as a list (started, no condition) or a map of conditions. */
function dependenciesOf(service: Yaml): Record<string, string> {
  const raw = service.depends_on;
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((name) => [String(name), 'service_started']));
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([name, rule]) => [
      name,
      isRecord(rule) && typeof rule.condition === 'string' ? rule.condition : 'service_started',
    ]),
  );
}

/** Where each secret compose hands a service is mounted, and the installation's file behind it. */
function secretFiles(service: Yaml, file: Yaml, installationDir: string): Map<string, string> {
  const declared = isRecord(file.secrets) ? file.secrets : {};
  const files = new Map<string, string>();
  for (const entry of Array.isArray(service.secrets) ? service.secrets : []) {
    const source = String(isRecord(entry) ? entry.source : entry);
    const target = String(isRecord(entry) && entry.target ? entry.target : source);
    const definition = declared[source];
    if (!isRecord(definition) || typeof definition.file !== 'string') continue;
    const mountPoint = target.startsWith('/') ? target : `/run/secrets/${target}`;
    files.set(mountPoint, path.resolve(installationDir, definition.file));
  }
  return files;
}

/**
 * Every service of a compose file with the environment its container starts with. `variables` are what compose
 * interpolates from (the installation's `.env`); `installationDir` holds the installation's secret files (the
 * compose file's folder, or a test's own).
 */
export function readComposeServices(
  composeFile: string,
  options: { installationDir: string; variables: Variables },
): Record<string, ComposeService> {
  const composeDir = path.dirname(composeFile);
  const file = interpolateAll(load(readFileSync(composeFile, 'utf8')), options.variables);
  if (!isRecord(file) || !isRecord(file.services)) throw new Error(`${composeFile} has no services`);
  const services: Record<string, ComposeService> = {};
  for (const [name, service] of Object.entries(file.services)) {
    if (!isRecord(service)) continue;
    const build = isRecord(service.build) ? service.build : null;
    const dockerfile = build && typeof build.dockerfile === 'string' ? build.dockerfile : null;
    const context = build && typeof build.context === 'string' ? build.context : '.';
    const dockerfileText = dockerfile ? readFileSync(path.resolve(composeDir, context, dockerfile), 'utf8') : '';
    const fromImage = dockerfileEnvironment(dockerfileText);
    const mounted = secretFiles(service, file, options.installationDir);
    const environment = { ...fromImage, ...environmentOf(service.environment, options.variables) };
    for (const [variable, value] of Object.entries(environment)) {
      const secretFile = mounted.get(value);
      if (secretFile) environment[variable] = secretFile;
    }
    services[name] = {
      environment,
      dockerfile,
      healthCheck: healthCheckOf(service, dockerfileText),
      dependsOn: dependenciesOf(service),
    };
  }
  return services;
}

/**
 * Runs a configuration reader on an environment and answers which variables it looked at, so a test can compare
 * what a service reads with what compose sets.
 */
export function variablesRead<T>(
  reader: (env: Readonly<Record<string, string | undefined>>) => T,
  environment: Record<string, string>,
): { result: T; read: Set<string> } {
  const read = new Set<string>();
  const watched = new Proxy(environment, {
    get(target, property, receiver) {
      if (typeof property === 'string') read.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
    has(target, property) {
      if (typeof property === 'string') read.add(property);
      return Reflect.has(target, property);
    },
  });
  return { result: reader(watched), read };
}

/** `NAME=value` lines, as compose reads `.env` (comments and blank lines left out, no quotes taken off). */
export function parseDotEnv(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) variables[match[1]] = match[2] ?? '';
  }
  return variables;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/**
 * The repository's docker-compose.yml as a new installation runs it: `npm run setup:compose` makes the `.env` and
 * secret files in a folder of its own, and compose fills the file from them. `remove()` deletes that folder.
 */
export function newComposeInstallation(): {
  services: Record<string, ComposeService>;
  variables: Record<string, string>;
  remove: () => void;
} {
  const installationDir = mkdtempSync(path.join(tmpdir(), 'compose-installation-'));
  execFileSync(process.execPath, [path.join(REPOSITORY_ROOT, 'infra/scripts/setup-compose.mjs'), installationDir]);
  const variables = parseDotEnv(readFileSync(path.join(installationDir, '.env'), 'utf8'));
  const services = readComposeServices(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), {
    installationDir,
    variables,
  });
  return { services, variables, remove: () => rmSync(installationDir, { recursive: true, force: true }) };
}

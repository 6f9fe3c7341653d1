import { Struct } from 'superstruct';
import { ErrorBody } from '@labshop/shared-contracts/api/errors';
import type { RouteEntry } from '../route-table';
import { toJsonSchema, type JsonSchema } from './json-schema';

/** The parts of an OpenAPI 3.1 document the API writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

const DESCRIPTION =
  'The Labshop API. Signed-in calls carry the session token as `Authorization: Bearer <token>`; a guest reaches ' +
  'one order with its token. Every failure answers `{ message, errors? }`: 422 names the fields in error, 404 is ' +
  'also the answer for a record the caller may not see.';

type AnyStruct = Struct<unknown, unknown>;
const isStruct = (value: unknown): value is AnyStruct => value instanceof Struct;

/**
 * The API's description, made from the routes as they are registered and the shapes they validate with, so it cannot
 * fall behind them. A HEAD that Fastify adds beside a GET is the same operation and is not listed again.
 */
export function openApiDocument(routes: readonly RouteEntry[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  for (const route of routes) {
    if (route.method === 'HEAD' && gets.has(route.url)) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, path) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Labshop API', version, description: DESCRIPTION },
    paths,
    components: {
      schemas: { ErrorBody: toJsonSchema(ErrorBody as AnyStruct) },
      securitySchemes: { session: { type: 'http', scheme: 'bearer' } },
    },
  };
}

/** `/api/orders/:orderId` → `/api/orders/{orderId}`; a wildcard is one parameter named `path`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

function operationOf(route: RouteEntry, path: string): Operation {
  const { schema } = route;
  const body = isStruct(schema.body) ? schema.body : null;
  return {
    operationId: operationIdOf(route.method, path),
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    tags: [path.split('/')[2] ?? 'api'],
    parameters: [...pathParameters(path, schema.params), ...queryParameters(schema.querystring)],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(body) } } } }
      : {}),
    responses: responsesOf(schema.response),
  };
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function pathParameters(path: string, declared: unknown): Parameter[] {
  const shapes = isStruct(declared) ? (declared.schema as Record<string, AnyStruct> | null) : null;
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const shape = name && shapes?.[name];
    return { name: name!, in: 'path', required: true, schema: shape ? toJsonSchema(shape) : { type: 'string' } };
  });
}

function queryParameters(declared: unknown): Parameter[] {
  if (!isStruct(declared)) return [];
  const described = toJsonSchema(declared);
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function responsesOf(declared: unknown): Operation['responses'] {
  const errors = {
    '4XX': {
      description: 'The caller’s mistake, said in `message` (and by field in `errors` for 422).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
  };
  const answers = Object.entries((declared ?? {}) as Record<string, unknown>).filter(([, shape]) => isStruct(shape));
  if (answers.length === 0) return { default: { description: 'The answer.' }, ...errors };
  return {
    ...Object.fromEntries(
      answers.map(([status, shape]) => [
        status,
        { description: 'The answer.', content: { 'application/json': { schema: toJsonSchema(shape as AnyStruct) } } },
      ]),
    ),
    ...errors,
  };
}

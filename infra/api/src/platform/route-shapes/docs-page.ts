import { createHash } from 'node:crypto';
import type { OpenApiDocument, Operation } from './openapi-document';

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 72rem; padding: 1rem; }
h2 { border-bottom: 1px solid #767676; margin-top: 2.5rem; }
h3 { font-size: 1rem; margin: 1.5rem 0 0.25rem; }
code, pre { font: 14px/1.4 ui-monospace, monospace; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
table { border-collapse: collapse; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; }
a { color: #0b57d0; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

/** The page's own style, allowed by its hash: the API's content security policy allows nothing else. */
export const DOCS_PAGE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; " +
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The API's description as a page a person can browse: the routes by area, each with what it does, its parameters
 * and the shapes of its body and answers. Plain HTML with no script, readable with a keyboard and a screen reader.
 */
export function docsPage(document: OpenApiDocument, documentUrl: string): string {
  const byArea = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const area = operation.tags[0] ?? 'api';
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const areas = [...byArea.keys()].sort();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>The same description as OpenAPI 3.1: <a href="${escape(documentUrl)}">${escape(documentUrl)}</a>.</p>
<nav aria-label="Areas"><ul>${areas.map((area) => `<li><a href="#${escape(area)}">${escape(area)}</a></li>`).join('')}</ul></nav>
</header>
<main>
${areas.map((area) => `<section aria-labelledby="${escape(area)}"><h2 id="${escape(area)}">${escape(area)}</h2>${byArea.get(area)!.join('\n')}</section>`).join('\n')}
</main>
</body>
</html>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parts = [
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p>${escape(operation.summary ?? 'No summary.')}</p>`,
  ];
  if (operation.description) parts.push(`<p>${escape(operation.description)}</p>`);
  if (operation.parameters.length > 0) {
    const rows = operation.parameters
      .map(
        (parameter) =>
          `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(parameter.schema))}</code></td></tr>`,
      )
      .join('');
    parts.push(
      `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Shape</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  const body = operation.requestBody?.content['application/json'].schema;
  if (body) parts.push(shapeHtml('Body', body));
  for (const [status, response] of Object.entries(operation.responses)) {
    const shape = response.content?.['application/json'].schema;
    if (shape && status !== '4XX') parts.push(shapeHtml(`Answer ${status}`, shape));
  }
  return `<article>${parts.join('\n')}</article>`;
}

function shapeHtml(title: string, shape: unknown): string {
  return `<details><summary>${escape(title)}</summary><pre>${escape(JSON.stringify(shape, null, 2))}</pre></details>`;
}

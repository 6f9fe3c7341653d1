#!/usr/bin/env node
// A partner's shop page that embeds the Labshop cart frame, for trying the frame protocol locally and for
// the browser tests. It is a separate site on purpose: the frame must work across origins.
//   SITE_URL=http://localhost:8080 PORT=8095 FOREIGN_PORT=8096 node mf-cart-checkout/frame-demo/serve.mjs
// The Labshop site must list this page's origin in FRAME_ANCESTORS (e.g. FRAME_ANCESTORS=http://localhost:8095).
// FOREIGN_PORT serves a page from an origin that is NOT allowed; the host embeds it with ?foreign=1 to show
// that the frame ignores its messages.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const port = Number(process.env.PORT ?? 8095);
const foreignPort = Number(process.env.FOREIGN_PORT ?? 8096);
const host = process.env.HOST ?? 'localhost';

async function siteJson(apiPath) {
  const response = await fetch(`${siteUrl}/api/${apiPath}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return response.json();
}

/**
 * The init data a partner would send: two tests for one patient at an open collection point, with the
 * prices the partner last knew (the frame refreshes them from Labshop).
 */
async function demoInitData() {
  const points = await siteJson('collection-points?hideClosed=true');
  const point = points.items[0];
  if (!point) throw new Error('The site has no open collection point');
  const tests = await siteJson(`catalogue/tests?group=tests&perPage=20&facility_id=${encodeURIComponent(point.id)}`);
  const offered = tests.items.filter((test) => test.isAvailable !== false).slice(0, 2);
  const patient = { id: 'partner-patient-1', first_name: 'Alex', last_name: 'Partner' };
  return {
    cart: offered.map((test) => ({
      id: test.id,
      service_id: test.id,
      name: test.name,
      price: test.priceMinor,
      kind: test.kind,
      patients: [patient.id],
    })),
    homeService: false,
    city: null,
    facility: { id: point.id, name: point.name },
    patients: [patient],
    customerServices: [],
    visitServices: [],
    discountCode: null,
    currencies: [{ country_code: 'UK', currency: 'GBP' }],
    currentCurrency: 'GBP',
    quiz: null,
  };
}

function send(response, status, type, body) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

async function file(name) {
  return readFile(path.join(here, name), 'utf8');
}

const hostServer = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${port}`);
  try {
    if (url.pathname === '/health') return send(response, 200, 'text/plain', 'ok');
    if (url.pathname === '/demo-config.json') {
      const config = { siteUrl, foreignUrl: `http://${host}:${foreignPort}`, initData: await demoInitData() };
      return send(response, 200, 'application/json', JSON.stringify(config));
    }
    if (url.pathname === '/host.js') return send(response, 200, 'text/javascript', await file('host.js'));
    if (url.pathname === '/') return send(response, 200, 'text/html; charset=utf-8', await file('host.html'));
    return send(response, 404, 'text/plain', 'Not found');
  } catch (error) {
    console.error(error);
    return send(response, 502, 'text/plain', 'The Labshop site could not be reached');
  }
});

const foreignServer = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${foreignPort}`);
  if (url.pathname === '/health') return send(response, 200, 'text/plain', 'ok');
  if (url.pathname === '/') return send(response, 200, 'text/html; charset=utf-8', await file('foreign.html'));
  return send(response, 404, 'text/plain', 'Not found');
});

hostServer.listen(port, host, () => console.log(`Partner page with the cart frame: http://${host}:${port}/`));
foreignServer.listen(foreignPort, host, () => console.log(`Foreign page: http://${host}:${foreignPort}/`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    hostServer.close();
    foreignServer.close();
    process.exit(0);
  });
}

/** What a crawler reads in a page's head: the title, meta tags, the canonical link and the JSON-LD, parsed. */
export interface ReadHead {
  readonly title: string | null;
  meta(key: string): string | null;
  readonly canonical: string | null;
  readonly structuredData: Record<string, unknown>[];
}

const ENTITY = /&#(\d+);|&(amp|lt|gt|quot);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const decode = (text: string) =>
  text.replace(ENTITY, (_all, code: string | undefined, name: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : (NAMED[name ?? ''] ?? ''),
  );

/** Reads the head of a page as the gateway writes it (one tag a line, attributes in double quotes). */
export function readHead(html: string): ReadHead {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const metas = new Map<string, string>();
  for (const found of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    metas.set(found[1]!, decode(found[2]!));
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const structuredData = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1]!) as Record<string, unknown>,
  );
  return {
    title: title === undefined ? null : decode(title),
    meta: (key) => metas.get(key) ?? null,
    canonical: canonical === undefined ? null : decode(canonical),
    structuredData,
  };
}

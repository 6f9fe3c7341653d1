import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, as a reader copying it would get it: each text showing operator is decoded
 * through the ToUnicode map of the font it is drawn in (how a PDF with embedded, subset fonts says which letters
 * its glyphs are). Enough for the shop's own pdfkit documents; not a general PDF reader. The API's tests keep the
 * same reader (infra/api/src/testing/pdf-text-of.ts): each package builds on its own and cannot import the other's.
 */
export function pdfTextOf(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id = '', body = ''] = match;
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(id, { dict: body, stream: null });
      continue;
    }
    const start = streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
    const dict = body.slice(0, streamAt);
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    objects.set(id, { dict, stream });
  }
  const cmapOf = (fontId: string): Map<string, string> => {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
    return readCmap(toUnicode ? (objects.get(toUnicode)?.stream ?? '') : '');
  };
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1] ?? '';
    for (const [, name = '', id = ''] of fontDict.matchAll(/\/(\S+?) (\d+) 0 R/g)) fonts.set(name, cmapOf(id));
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (stream === null || !/\bTf\b/.test(stream)) continue;
    let cmap = new Map<string, string>();
    for (const [, fontName, shown] of stream.matchAll(/\/(\S+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (fontName !== undefined) {
        cmap = fonts.get(fontName) ?? new Map();
        continue;
      }
      const hex = [...(shown ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '').join('');
      let text = '';
      for (let at = 0; at < hex.length; at += 4) text += cmap.get(hex.slice(at, at + 4).toLowerCase()) ?? '';
      lines.push(text);
    }
  }
  return lines;
}

/** A ToUnicode CMap's single codes and ranges, as code (4 hex digits) → text. */
function readCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code.toLowerCase().padStart(4, '0'), unicode(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', target = ''] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const first = Number.parseInt(from, 16);
      const last = Number.parseInt(to, 16);
      // A ligature's glyph (fi) maps to several letters, written with spaces between them: <0066 0069>.
      const targets = [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((part) => (part[1] ?? '').replace(/\s/g, ''));
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).padStart(4, '0');
        if (target.startsWith('[')) map.set(key, unicode(targets[code - first] ?? ''));
        else {
          const base = targets[0] ?? '0000';
          const next = Number.parseInt(base.slice(-4), 16) + (code - first);
          map.set(key, unicode(base.slice(0, -4) + next.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

// Checks the URL a client connects to: `/app/<key>?protocol=7&client=js&version=...`.
import { CODES, type ProtocolCode } from '../protocol/codes';

export type HandshakeResult = { ok: true } | { ok: false; code: ProtocolCode; message: string };

const APP_PATH = /^\/app\/([^/]+)\/?$/;
const OLDEST_PROTOCOL = 5;
const NEWEST_PROTOCOL = 7;

function checkProtocol(value: string | null): HandshakeResult {
  if (value === null || value === '') {
    return { ok: false, code: CODES.noProtocolVersion, message: 'No protocol version supplied.' };
  }
  if (!/^\d+$/.test(value)) {
    return { ok: false, code: CODES.invalidVersion, message: `Invalid protocol version "${value}".` };
  }
  const version = Number(value);
  if (version < OLDEST_PROTOCOL || version > NEWEST_PROTOCOL) {
    return { ok: false, code: CODES.unsupportedProtocol, message: `Unsupported protocol version ${version}.` };
  }
  return { ok: true };
}

/** A malformed escape (`/app/%E0%A4%A`) is a refused connection, not an exception that ends the process. */
function decodedKey(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function checkHandshake(requestUrl: string | undefined, appKey: string): HandshakeResult {
  const url = new URL(requestUrl ?? '/', 'http://realtime.invalid');
  const match = APP_PATH.exec(url.pathname);
  if (!match?.[1]) {
    return { ok: false, code: CODES.pathNotFound, message: 'Connect to /app/<key>.' };
  }
  const key = decodedKey(match[1]);
  if (key === null) {
    return { ok: false, code: CODES.appNotFound, message: 'The app key in the path is not valid.' };
  }
  if (key !== appKey) {
    return { ok: false, code: CODES.appNotFound, message: `App key ${key} does not exist.` };
  }
  return checkProtocol(url.searchParams.get('protocol'));
}

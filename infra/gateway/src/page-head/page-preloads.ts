import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMatch } from '@labshop/shared-contracts/core';
import { isFile } from '../site-files';

/** The shell's own script, which every page runs first. */
const SHELL_SCRIPT = '/main.js';

async function remoteManifests(siteDir: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The `Link` header of a page's answer: the files the page cannot start without, announced before the browser has
 * read the HTML — the shell's script, and the manifest and entry of the remote that renders the page, at the release
 * remotes.json names now (so a release changes them with no restart). The manifest is read with fetch() (CORS mode,
 * same-origin credentials), hence `crossorigin=anonymous`; the entry is a classic script.
 */
export async function pagePreloads(siteDir: string, match: RouteMatch): Promise<string> {
  const links = [`<${SHELL_SCRIPT}>; rel=preload; as=script`];
  const owner = match.route.owner;
  const manifest = owner === 'shell' ? undefined : (await remoteManifests(siteDir))[owner];
  if (typeof manifest === 'string' && manifest.startsWith('/remotes/') && manifest.endsWith('/mf-manifest.json')) {
    const entry = `${manifest.slice(0, -'mf-manifest.json'.length)}remoteEntry.js`;
    links.push(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
    if (await isFile(path.join(siteDir, entry))) links.push(`<${entry}>; rel=preload; as=script`);
  }
  return links.join(', ');
}

import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The day the shell now served was published (its page's time, `YYYY-MM-DD`): the last change of the content
 * pages it carries. Null before the shell is built.
 */
export async function shellReleasedOn(shellDir: string): Promise<string | null> {
  try {
    return (await stat(path.join(shellDir, 'index.html'))).mtime.toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

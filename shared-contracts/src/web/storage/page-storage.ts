export type StorageKind = 'localStorage' | 'sessionStorage';

/** A Storage kept in memory: what the page remembers when the browser keeps nothing for it. */
export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();

  get length(): number {
    return this.entries.size;
  }

  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

const fallbacks = new Map<StorageKind, MemoryStorage>();

/**
 * The browser's local or session storage, or, where the browser refuses it, one copy in memory for the
 * life of the page. Browsers refuse it to a site framed by another site when third-party storage is
 * blocked (the embedded cart), and in some private modes; merely reading `window.localStorage` then
 * throws, and the page must still work.
 */
export function pageStorage(kind: StorageKind): Storage {
  try {
    const storage = window[kind];
    // Reading a key proves access: some browsers hand out the object and refuse its use.
    storage.getItem('labshop.storage-check');
    return storage;
  } catch {
    let fallback = fallbacks.get(kind);
    if (!fallback) {
      fallback = new MemoryStorage();
      fallbacks.set(kind, fallback);
    }
    return fallback;
  }
}

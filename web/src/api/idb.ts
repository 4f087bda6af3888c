/**
 * A tiny key-value store over IndexedDB (one database, one object store),
 * with an in-memory stand-in where IndexedDB is missing (tests, private modes
 * that refuse it). Everything the device must remember lives here: the player
 * token, seat tokens and the offline command queue.
 */
export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export function memoryStore(): KeyValue {
  const m = new Map<string, unknown>();
  return {
    get: async <T>(k: string) => structuredClone(m.get(k)) as T | undefined,
    set: async (k, v) => void m.set(k, structuredClone(v)),
    del: async (k) => void m.delete(k),
  };
}

const req = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

export function idbStore(dbName = 'hexpost', storeName = 'kv'): KeyValue {
  if (typeof indexedDB === 'undefined') return memoryStore();
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(dbName, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(storeName);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    return db;
  };
  const tx = async (mode: IDBTransactionMode) => (await open()).transaction(storeName, mode).objectStore(storeName);
  return {
    get: async <T>(k: string) => (await req((await tx('readonly')).get(k))) as T | undefined,
    set: async (k, v) => void (await req((await tx('readwrite')).put(v, k))),
    del: async (k) => void (await req((await tx('readwrite')).delete(k))),
  };
}

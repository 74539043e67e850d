/** Local or session storage, or an in-memory one when the browser blocks site data: reading `window.localStorage`
 * then throws, and a throw at the shell's start would leave the server's page without a working button. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[kind];
  } catch {
    return (inMemory[kind] ??= memoryStorage());
  }
}

/** One per kind for the page: what one part of the page keeps, another reads. */
const inMemory: Partial<Record<'localStorage' | 'sessionStorage', Storage>> = {};

/** A Storage that lasts as long as the page: what the shop remembers is then remembered for this page only. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

// Browser storage with the site's key suffix, so two sites on one origin keep their own values.
// Storage is configured once from the site config; slots resolve their key when used, so a slot
// may be created at module load, before the config is known.

export type StorageType = 'localStorage' | 'sessionStorage';

export interface StorageConfig {
  /** Where values go by default. */
  type: StorageType;
  /** false: no suffix; a string: `-${namespace}`; true: `-` and a hash of url + baseUrl. */
  namespace: boolean | string;
  /** The site's url and baseUrl, hashed when namespace is true. */
  url: string;
  baseUrl: string;
}

export interface StorageSlot {
  /** The stored value, or null when there is none (or storage is unavailable). */
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls onChange when another tab changes this key; returns the unsubscribe function. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

/** Every key the theme stores, before the site suffix is appended. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementId: 'docsite.announcement.id',
  announcementDismiss: 'docsite.announcement.dismiss',
  pwaAppInstalled: 'docsite.pwa.appInstalled',
  preferredVersion: (pluginId: string) => `docsite.docs.preferredVersion.${pluginId}`,
} as const;

/** A short, stable hash (FNV-1a, hex): the same in Node at build time and in the browser. */
export function simpleHash(text: string, length: number): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0').slice(0, length);
}

/** The suffix every key gets: pure, so the build can embed the same keys in the inline script. */
export function storageSuffix({ namespace, url, baseUrl }: Omit<StorageConfig, 'type'>): string {
  if (namespace === false || namespace === '') return '';
  if (namespace === true) return `-${simpleHash(`${url}${baseUrl}`, 3)}`;
  return `-${namespace}`;
}

let settings: { type: StorageType; suffix: string } | null = null;
const areas = new Map<StorageType, Storage | null>();
let warned = false;

/** Sets the storage type and key suffix from the site config. Calling it again with the same config does nothing. */
export function configureStorage(config: StorageConfig): void {
  const next = { type: config.type, suffix: storageSuffix(config) };
  if (settings && settings.type === next.type && settings.suffix === next.suffix) return;
  settings = next;
  areas.clear();
  warned = false;
}

function assertBrowser(key: string): void {
  if (typeof window === 'undefined') {
    throw new Error(`[docsite] Browser storage is not available during server rendering (key "${key}"). Read and write storage in useEffect or an event handler, not while rendering.`);
  }
}

function configured(key: string): { type: StorageType; suffix: string } {
  if (!settings) {
    throw new Error(`[docsite] Storage key "${key}" was used before storage was configured. Render the component inside <LayoutProviders>, or call configureStorage() with the site config first.`);
  }
  return settings;
}

/** Appends the site suffix: storageKey('theme') -> 'theme-189'. */
export function storageKey(key: string): string {
  return key + configured(key).suffix;
}

/** The storage area, or null when the browser refuses access (cookies disabled, sandboxed frame). */
function storageArea(type: StorageType): Storage | null {
  if (areas.has(type)) return areas.get(type)!;
  let area: Storage | null = null;
  try {
    area = window[type];
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(`[docsite] Browser storage is not available: ${type} threw "${String(error)}". Storage is disabled for this page.`);
    }
  }
  areas.set(type, area);
  return area;
}

/** A handle on one key; with persistence 'none', or when storage is unavailable, it does nothing. */
export function createStorageSlot(key: string, options: { persistence?: StorageType | 'none' } = {}): StorageSlot {
  const resolve = (): { area: Storage; fullKey: string } | null => {
    assertBrowser(key);
    if (options.persistence === 'none') return null;
    const area = storageArea(options.persistence ?? configured(key).type);
    return area ? { area, fullKey: storageKey(key) } : null;
  };
  const attempt = (action: string, run: (area: Storage, fullKey: string) => void) => {
    const target = resolve();
    if (!target) return;
    try {
      run(target.area, target.fullKey);
    } catch (error) {
      // A full quota or a revoked permission: the page works on, without this value.
      console.error(`[docsite] Could not ${action} "${target.fullKey}" in browser storage: ${String(error)}`);
    }
  };
  return {
    get() {
      const target = resolve();
      if (!target) return null;
      try {
        return target.area.getItem(target.fullKey);
      } catch {
        return null;
      }
    },
    set: (value) => attempt('write', (area, fullKey) => area.setItem(fullKey, value)),
    del: () => attempt('remove', (area, fullKey) => area.removeItem(fullKey)),
    listen(onChange) {
      const target = resolve();
      if (!target) return () => {};
      // key is null when another tab cleared the whole storage area.
      const handler = (event: StorageEvent) => {
        if (event.storageArea === target.area && (event.key === target.fullKey || event.key === null)) onChange(event);
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

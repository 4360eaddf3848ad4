// Site storage in Node, with a fake window standing in for the browser's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configureStorage, createStorageSlot, simpleHash, STORAGE_KEYS, storageKey, storageSuffix, type StorageConfig } from '../../src/runtime/storage.ts';

/** A Map-backed Storage: what localStorage does, minus the quota. */
class FakeStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
}

interface FakeWindow {
  localStorage: FakeStorage;
  sessionStorage: FakeStorage;
  addEventListener: EventTarget['addEventListener'];
  removeEventListener: EventTarget['removeEventListener'];
  dispatch(key: string | null, area: FakeStorage): void;
}

function installWindow(overrides: Partial<Record<'localStorage' | 'sessionStorage', () => FakeStorage>> = {}): FakeWindow {
  const events = new EventTarget();
  const local = new FakeStorage();
  const session = new FakeStorage();
  const win = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatch: (key: string | null, area: FakeStorage) => events.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: area })),
  } as unknown as FakeWindow;
  Object.defineProperty(win, 'localStorage', { get: overrides.localStorage ?? (() => local) });
  Object.defineProperty(win, 'sessionStorage', { get: overrides.sessionStorage ?? (() => session) });
  (globalThis as any).window = win;
  return win;
}

function removeWindow() {
  delete (globalThis as any).window;
}

const site: StorageConfig = { type: 'localStorage', namespace: false, url: 'https://docsite.dev', baseUrl: '/' };

/** Captures console.warn and console.error while fn runs. */
function captureConsole(fn: () => void): { warn: string[]; error: string[] } {
  const seen = { warn: [] as string[], error: [] as string[] };
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => void seen.warn.push(args.join(' '));
  console.error = (...args: unknown[]) => void seen.error.push(args.join(' '));
  try {
    fn();
  } finally {
    Object.assign(console, { warn, error });
  }
  return seen;
}

const suffix = suite('storageSuffix');

suffix('adds nothing when namespace is false', () => {
  assert.is(storageSuffix({ namespace: false, url: 'https://docsite.dev', baseUrl: '/' }), '');
});

suffix('appends a string namespace after a dash', () => {
  assert.is(storageSuffix({ namespace: 'beta', url: 'https://docsite.dev', baseUrl: '/' }), '-beta');
});

suffix('hashes url and baseUrl into three hex characters when namespace is true', () => {
  const root = storageSuffix({ namespace: true, url: 'https://docsite.dev', baseUrl: '/' });
  assert.match(root, /^-[0-9a-f]{3}$/);
  assert.is(root, `-${simpleHash('https://docsite.dev/', 3)}`);
  assert.is(storageSuffix({ namespace: true, url: 'https://docsite.dev', baseUrl: '/' }), root, 'stable');
  assert.is.not(storageSuffix({ namespace: true, url: 'https://docsite.dev', baseUrl: '/v2/' }), root, 'another baseUrl, another suffix');
});

suffix.run();

const keys = suite('storageKey');

keys('names every key the theme stores', () => {
  assert.is(STORAGE_KEYS.theme, 'theme');
  assert.is(STORAGE_KEYS.announcementId, 'docsite.announcement.id');
  assert.is(STORAGE_KEYS.announcementDismiss, 'docsite.announcement.dismiss');
  assert.is(STORAGE_KEYS.pwaAppInstalled, 'docsite.pwa.appInstalled');
  assert.is(STORAGE_KEYS.preferredVersion('default'), 'docsite.docs.preferredVersion.default');
});

keys('throws a clear error when storage was never configured', async () => {
  // A fresh copy of the module: the one imported above may already be configured.
  const specifier = '../../src/runtime/storage.ts?unconfigured';
  const fresh: typeof import('../../src/runtime/storage.ts') = await import(specifier);
  installWindow();
  try {
    assert.throws(
      () => fresh.createStorageSlot('theme').get(),
      (e: Error) =>
        e.message === '[docsite] Storage key "theme" was used before storage was configured. Render the component inside <LayoutProviders>, or call configureStorage() with the site config first.',
    );
  } finally {
    removeWindow();
  }
});

keys('appends the configured suffix', () => {
  configureStorage({ ...site, namespace: 'beta' });
  assert.is(storageKey('theme'), 'theme-beta');
  configureStorage(site);
  assert.is(storageKey('theme'), 'theme');
});

keys.run();

const slots = suite('createStorageSlot');

slots.after.each(removeWindow);

slots('reads, writes and deletes the suffixed key in the configured storage', () => {
  const win = installWindow();
  configureStorage({ ...site, namespace: 'beta' });
  const slot = createStorageSlot('theme');
  assert.is(slot.get(), null);
  slot.set('dark');
  assert.equal([...win.localStorage.map], [['theme-beta', 'dark']]);
  assert.is(slot.get(), 'dark');
  slot.del();
  assert.is(win.localStorage.map.size, 0);
});

slots('resolves its key when used, so a slot made before configuration gets the suffix', () => {
  const win = installWindow();
  const slot = createStorageSlot('docsite.announcement.id');
  configureStorage({ ...site, namespace: 'early' });
  slot.set('release');
  assert.equal([...win.localStorage.map], [['docsite.announcement.id-early', 'release']]);
});

slots('uses sessionStorage when the site config says so, or when the slot asks for it', () => {
  const win = installWindow();
  configureStorage({ ...site, type: 'sessionStorage' });
  createStorageSlot('a').set('1');
  configureStorage(site);
  createStorageSlot('b', { persistence: 'sessionStorage' }).set('2');
  assert.equal([...win.sessionStorage.map], [['a', '1'], ['b', '2']]);
  assert.is(win.localStorage.map.size, 0);
});

slots("does nothing with persistence 'none'", () => {
  const win = installWindow();
  configureStorage(site);
  const slot = createStorageSlot('theme', { persistence: 'none' });
  slot.set('dark');
  assert.is(slot.get(), null);
  slot.del();
  assert.type(slot.listen(() => {}), 'function');
  assert.is(win.localStorage.map.size, 0);
});

slots('calls listen callbacks for changes of its own key only, until unsubscribed', () => {
  const win = installWindow();
  configureStorage({ ...site, namespace: 'x' });
  const seen: (string | null)[] = [];
  const stop = createStorageSlot('theme').listen((e) => seen.push(e.key));
  win.dispatch('theme-x', win.localStorage);
  win.dispatch('other-x', win.localStorage);
  win.dispatch('theme-x', win.sessionStorage);
  win.dispatch(null, win.localStorage);
  stop();
  win.dispatch('theme-x', win.localStorage);
  assert.equal(seen, ['theme-x', null]);
});

slots('warns once when the browser refuses storage, then every slot does nothing', () => {
  installWindow({
    localStorage: () => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
  configureStorage({ ...site, namespace: 'refused' });
  const theme = createStorageSlot('theme');
  const other = createStorageSlot('docsite.announcement.id');
  const { warn, error } = captureConsole(() => {
    assert.is(theme.get(), null);
    theme.set('dark');
    theme.del();
    other.set('x');
    assert.is(other.get(), null);
    assert.type(other.listen(() => {}), 'function');
  });
  assert.equal(warn, [
    `[docsite] Browser storage is not available: localStorage threw "SecurityError: Failed to read the 'localStorage' property from 'Window': Access is denied for this document.". Storage is disabled for this page.`,
  ]);
  assert.equal(error, []);
});

slots('reports a write the browser rejects (full quota) and carries on', () => {
  const win = installWindow();
  configureStorage(site);
  win.localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  const { error } = captureConsole(() => createStorageSlot('theme').set('dark'));
  assert.equal(error, ['[docsite] Could not write "theme" in browser storage: Error: QuotaExceededError']);
});

slots('throws during server rendering, where there is no window', () => {
  removeWindow();
  configureStorage(site);
  const slot = createStorageSlot('theme');
  const message = '[docsite] Browser storage is not available during server rendering (key "theme"). Read and write storage in useEffect or an event handler, not while rendering.';
  assert.throws(() => slot.get(), (e: Error) => e.message === message);
  assert.throws(() => slot.set('dark'), (e: Error) => e.message === message);
  assert.throws(() => slot.del(), (e: Error) => e.message === message);
});

slots.run();

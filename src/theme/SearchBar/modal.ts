// Loads the DocSearch modal on first intent (its script, its stylesheet and, for the built-in
// index, the local client) and keeps one modal instance, made again when its options change.
import type { SearchConfig } from '@theme/SearchIndex/useSearchConfig';
import type { LocalSearchClient } from '@theme/SearchIndex/localClient';
import type { FacetFilters } from '@theme/SearchIndex/types';

interface DocSearchInstance {
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  destroy(): void;
}
type DocSearchFn = (props: Record<string, unknown>) => DocSearchInstance;

export interface ModalDeps {
  docsearch: DocSearchFn;
  /** The built-in index's client; null with Algolia. */
  localClient: LocalSearchClient | null;
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.docsiteSearch = '';
    // A stylesheet that fails still leaves a usable (if plain) modal.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

let deps: Promise<ModalDeps> | null = null;

/** Script, stylesheet and index client, downloaded once per page; a failure is retried on the next intent. */
export function loadModalDeps(config: SearchConfig): Promise<ModalDeps> {
  deps ??= Promise.all([
    import('@docsearch/js/docsearch').then((m) => m.default as unknown as DocSearchFn),
    loadStylesheet(config.stylesheetUrl),
    config.provider === 'local' && config.manifestUrl ? import('@theme/SearchIndex/localClient').then((m) => m.localSearchClient(config.manifestUrl!)) : null,
  ]).then(
    ([docsearch, , localClient]) => ({ docsearch, localClient }),
    (error) => {
      deps = null;
      throw error;
    },
  );
  return deps;
}

/** Starts the downloads a first query needs: modal code, stylesheet, and the shards of this context. */
export function preloadModal(config: SearchConfig, facetFilters: FacetFilters | undefined): void {
  loadModalDeps(config)
    .then((d) => d.localClient?.preload(facetFilters))
    .catch(() => {});
}

export interface ModalController {
  readonly isOpen: boolean;
  /** Opens the modal built from `props`; a different `key` rebuilds it first. */
  open(docsearch: DocSearchFn, props: Record<string, unknown>, key: string): void;
  close(): void;
  destroy(): void;
}

export function createModalController(): ModalController {
  const container = document.createElement('div');
  container.hidden = true;
  let instance: DocSearchInstance | null = null;
  let currentKey = '';
  return {
    get isOpen() {
      return instance?.isOpen ?? false;
    },
    open(docsearch, props, key) {
      if (!instance || key !== currentKey) {
        instance?.destroy();
        if (!container.isConnected) document.body.append(container);
        instance = docsearch({ ...props, container });
        currentKey = key;
      }
      instance.open();
    },
    close: () => instance?.close(),
    destroy() {
      instance?.destroy();
      instance = null;
      container.remove();
    },
  };
}

// The search modal's behaviour: load on intent, open on Ctrl/Cmd+K, "/" outside inputs and
// typing into the focused button; Ctrl/Cmd+K again closes it (DocSearch closes on Escape).
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useRouterStore, useSiteData } from '@docsite/runtime';
import { facetFiltersAt, type SearchConfig } from '@theme/SearchIndex/useSearchConfig';
import { docSearchProps } from './docSearchProps.ts';
import { searchTranslations } from './translations.ts';
import { createModalController, loadModalDeps, preloadModal, type ModalController } from './modal.ts';
import { keepSearchBoxFocus } from './keepSearchBoxFocus.ts';
import { searchBoxFocused, typeInto } from './typedKeys.ts';

/** A CSS string literal: quotes and backslashes escaped, line breaks as \A. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\A ')}"`;

function isEditing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)));
}

export function useSearchModal(config: SearchConfig | null, button: RefObject<HTMLButtonElement | null>) {
  const site = useSiteData();
  const router = useRouterStore();
  const controller = useRef<ModalController | null>(null);
  const portal = useRef<HTMLDivElement | null>(null);
  const stopKeepingFocus = useRef<(() => void) | null>(null);

  const filters = useCallback(() => (config ? facetFiltersAt(config, site, router.getState().location.pathname) : undefined), [config, site, router]);

  const preload = useCallback(() => {
    if (config) preloadModal(config, filters());
  }, [config, filters]);

  const open = useCallback(
    async (initialQuery = '') => {
      if (!config) return;
      const { docsearch, localClient } = await loadModalDeps(config);
      const modal = (controller.current ??= createModalController());
      if (!portal.current) {
        portal.current = document.createElement('div');
        portal.current.className = `docsite-search docsite-search--${config.provider}`;
        // Texts DocSearch 5 does not render itself; docsite's modal stylesheet shows them.
        const { startScreen, errorScreen } = searchTranslations.modal;
        portal.current.style.setProperty('--docsite-search-no-recent', cssString(startScreen.noRecentSearchesText));
        portal.current.style.setProperty('--docsite-search-error', cssString(`${errorScreen.titleText}\n${errorScreen.helpText}`));
        document.body.append(portal.current);
        stopKeepingFocus.current = keepSearchBoxFocus(portal.current);
      }
      const facetFilters = filters();
      const props = docSearchProps({
        config,
        facetFilters,
        initialQuery,
        localClient,
        navigate: (path) => void router.navigate(path),
        closeModal: () => modal.close(),
        onClose: () => button.current?.focus(),
        onSearchFailed: (failed) => portal.current?.classList.toggle('docsite-search--error', failed),
        portalContainer: portal.current,
      });
      modal.open(docsearch, props, JSON.stringify([facetFilters, initialQuery]));
    },
    [config, filters, router, button],
  );

  useEffect(() => {
    if (!config) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const modal = controller.current;
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (modal?.isOpen) modal.close();
        else void open();
      } else if (e.key === '/' && !modal?.isOpen && !isEditing(e.target) && !e.defaultPrevented) {
        e.preventDefault();
        void open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [config, open]);

  useEffect(
    () => () => {
      controller.current?.destroy();
      stopKeepingFocus.current?.();
      portal.current?.remove();
    },
    [],
  );

  /**
   * Typing into the focused button opens the modal with what was typed as the query; keys typed
   * while the modal code is still loading, or while the modal renders, are kept, not lost.
   */
  const typed = useRef<string | null>(null);
  const onButtonKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      if (e.key.length !== 1 || e.key === ' ' || e.key === '/' || e.metaKey || e.ctrlKey || e.altKey) return;
      e.preventDefault();
      if (typed.current !== null) {
        typed.current += e.key;
        return;
      }
      typed.current = e.key;
      // Until the modal's search box has focus, keys still land on the button: those typed after
      // the modal was given its query go into the search box once it has focus.
      let sent = 0;
      const done = (input: HTMLInputElement | null) => {
        const rest = (typed.current ?? '').slice(sent);
        typed.current = null;
        if (input && rest) typeInto(input, rest);
      };
      void (config ? loadModalDeps(config) : Promise.resolve())
        .then(() => {
          const query = typed.current ?? '';
          sent = query.length;
          return open(query);
        })
        .then(() => (portal.current ? searchBoxFocused(portal.current) : null))
        .then(done, () => done(null));
    },
    [config, open],
  );

  return { open, preload, onButtonKeyDown };
}

// The tree both the server and the browser render: site data, head, router, route chain.
import type { ReactNode } from 'react';
import Loading from '@theme/Loading';
import Root from '@theme/Root';
import ErrorFallback from '@theme/Error';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { SiteDataProvider } from './context.tsx';
import { HeadProvider, type HeadCollector } from './Head.tsx';
import { PolicyProvider, type PolicyCollector } from './pagePolicy.tsx';
import { DocsiteRouter, ScrollManager, useRouterState, useRouterStore, type RouterStore } from './router.tsx';
import type { ClientModule, LoadedMatch, SiteData } from './types.ts';

function renderChain(matches: LoadedMatch[], index = 0): ReactNode {
  const match = matches[index];
  if (!match) return null;
  const { Component, route, modules } = match;
  return (
    <Component route={route} {...(route.props ?? {})} {...modules}>
      {renderChain(matches, index + 1)}
    </Component>
  );
}

function RouteView({ clientModules }: { clientModules: ClientModule[] }) {
  const state = useRouterState();
  const store = useRouterStore();
  const scroll = typeof window !== 'undefined' && <ScrollManager clientModules={clientModules} />;
  return (
    <>
      {state.error ? (
        <Loading error={state.error} retry={() => void store.retry()} />
      ) : (
        <>
          {state.loading && <Loading pastDelay />}
          {renderChain(state.matches)}
        </>
      )}
      {scroll}
    </>
  );
}

/** `head` and `policy` collect, on the server, the page's head tags and the policy sources its components ask for. */
export function App(props: { siteData: SiteData; store: RouterStore; head: HeadCollector | null; policy?: PolicyCollector | null; clientModules?: ClientModule[] }) {
  return (
    <SiteDataProvider value={props.siteData}>
      <HeadProvider collector={props.head}>
        <PolicyProvider collector={props.policy ?? null}>
          <DocsiteRouter store={props.store}>
            <ErrorBoundary fallback={(params) => <ErrorFallback {...params} />}>
              <Root>
                <RouteView clientModules={props.clientModules ?? []} />
              </Root>
            </ErrorBoundary>
          </DocsiteRouter>
        </PolicyProvider>
      </HeadProvider>
    </SiteDataProvider>
  );
}

/**
 * InstantSearch routing for the search page: the query and the filters live in the address (?q=, ?type=,
 * ?section=), so a filtered search can be shared. Changing a filter adds a history entry, so the back button
 * returns to the previous filters; typing only replaces the entry, as before. The window is passed in, for tests.
 */
import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { readSearchQuery } from './query';
import { filtersToRefinements, readSearchFilters, refinementsToFilters, sameFilters, searchPageUrl, type SearchFilters } from './facets';

export interface SearchRoute extends SearchFilters {
  q: string;
}

/** Between InstantSearch's UI state of the index and the route; other widgets' state (configure) stays out. */
export function searchStateMapping(indexName: string): StateMapping<UiState, SearchRoute> {
  return {
    stateToRoute(uiState) {
      const state = uiState[indexName] ?? {};
      return { q: state.query ?? '', ...refinementsToFilters(state.refinementList) };
    },
    routeToState(route) {
      return { [indexName]: { query: route.q, refinementList: filtersToRefinements(route) } };
    },
  };
}

export type RouterWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/** The route of an address. */
export function readSearchRoute(search: string): SearchRoute {
  return { q: readSearchQuery(search), ...readSearchFilters(search) };
}

export function createSearchRouter(win: RouterWindow): Router<SearchRoute> {
  let listener: (() => void) | null = null;
  return {
    $$type: 'obico.search',
    read: () => readSearchRoute(win.location.search),
    write(route) {
      const url = searchPageUrl(win.location.pathname, route.q, route);
      if (`${win.location.pathname}${win.location.search}` === url) return;
      if (sameFilters(readSearchFilters(win.location.search), route)) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(win.history.state, '', url);
    },
    createURL: (route) => searchPageUrl(win.location.pathname, route.q, route),
    onUpdate(callback) {
      listener = () => callback(readSearchRoute(win.location.search));
      win.addEventListener('popstate', listener);
    },
    dispose() {
      if (listener) win.removeEventListener('popstate', listener);
      listener = null;
    },
  };
}

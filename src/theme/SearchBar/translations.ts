// The labels of the search button and the DocSearch modal.
export const searchTranslations = {
  button: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  modal: {
    searchBox: {
      placeholderText: 'Search docs',
      searchInputLabel: 'Search',
      clearButtonTitle: 'Clear',
      clearButtonAriaLabel: 'Clear the query',
      closeButtonText: 'Cancel',
      closeButtonAriaLabel: 'Cancel',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
    footer: { selectText: 'to select', navigateText: 'to navigate', closeText: 'to close', poweredByText: 'Search by' },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
};

/** "See all 12 results" */
export function seeAllResultsText(count: number): string {
  return `See all ${count.toLocaleString('en')} results`;
}

/** Query keys of places: a place, its videos, the picker's search, and the map's configuration. */
export const placeKeys = {
  /** The map's tile URL, as the server is configured. */
  config: ['config'] as const,
  search: (text: string) => ['places', 'search', text] as const,
  place: (id: string) => ['places', id] as const,
  videos: (id: string) => ['places', id, 'videos'] as const,
};

// The icon catalog contract: lookup, search and drawing data of icons `<set>:<name>`.
export interface IconRecord {
  id: string;
  set: string;
  name: string;
  tags: string[];
  license: string;
}

export interface IconCatalog {
  get(id: string): IconRecord | undefined;
  /** Ranked search over names and tags; `set` filters. */
  search(query: string, opts?: { set?: string }): IconRecord[];
  all(): readonly IconRecord[];
  /** A standalone SVG document of the icon (for /icons/:id.svg). */
  svg(id: string): string | undefined;
  /**
   * Inner SVG markup of the icon normalised to a 24×24 viewBox, drawn with `currentColor`,
   * for the renderer to place inside a <g transform> (no ids, no scripts, no external refs).
   */
  body(id: string): string | undefined;
  /** Best icon for a short phrase ("database", "user sign in"), or undefined when nothing fits well. */
  suggest(text: string): string | undefined;
}

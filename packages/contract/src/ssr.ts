/**
 * Server rendering: what the backend hands the storefront's server bundle
 * (`frontend/dist/server/render.js`) and what it gets back. The bundle reads the catalog
 * through `StorefrontDataSource`, which the backend implements with its own services (no
 * HTTP round trip). Plain types only: the backend loads the built file by path.
 */

/**
 * The API's answer types the reads return, named by each side: the backend with the types it
 * writes the API document from, the frontend with the ones generated from that document.
 */
export interface SsrShapes {
  product: unknown;
  productList: unknown;
  category: unknown;
  settings: unknown;
}

/** One read: the data, or the status and error body the API would have answered. */
export type SsrResult<T> = { data: T } | { error: { status: number; data: unknown } };

export interface StorefrontDataSource<S extends SsrShapes = SsrShapes> {
  /** `/api/products` with these query parameters (as the browser would send them). */
  products(params: Record<string, string>): Promise<SsrResult<S['productList']>>;
  /** `/api/products/{slugOrId}`. */
  product(slugOrId: string): Promise<SsrResult<S['product']>>;
  categories(): Promise<SsrResult<S['category'][]>>;
  settings(): Promise<SsrResult<S['settings']>>;
}

export interface SsrRequest<S extends SsrShapes = SsrShapes> {
  /** Path and query, as the browser asked for them. */
  url: string;
  source: StorefrontDataSource<S>;
}

export interface SsrPage {
  /** 200, or 404 for an unknown route or product. */
  status: number;
  /** The state the client hydrates from: JSON text, safe inside a `<script>` element. */
  stateJson: string;
  /** Webpack chunk names of the page's lazy screen, to preload. */
  chunks: string[];
  /** Tags React hoists for the head (the preload of a priority image, with its srcset). */
  head: string;
  /**
   * The app's markup (the content of `#root`), rendered by React's streaming renderer once
   * everything was ready: crawlers and browsers without JavaScript get the whole page, no
   * streamed placeholders that need a script to be replaced.
   */
  html: string;
}

/**
 * The id of the `<script type="application/json">` element holding the state (a data block,
 * not a script: the Content-Security-Policy allows no inline scripts).
 */
export const SSR_STATE_ID = '__FREAKDROP_STATE__';

/**
 * `<meta name="fd-scripts" content="/assets/a.js /assets/b.js">`: the page's own chunks (its
 * screen, the Arabic catalog), which the server adds to a rendered page for the boot script
 * (frontend/src/boot.ts) to load with the app once the page is painted.
 */
export const SSR_SCRIPTS_META = 'fd-scripts';

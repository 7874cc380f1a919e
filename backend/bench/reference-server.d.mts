/** Types of reference-server.mjs for the TypeScript test that uses it. */
export type ReferenceDatabase =
  string | { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };
export interface ReferenceServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}
export function startReferenceServer(options: {
  database: ReferenceDatabase;
  port?: number;
  host?: string;
  /** The shop's MSG texts for orders (default: backend/dist's; none: POST /api/orders is 404). */
  messages?: {
    notEnoughStock: (title: string, left: number) => string;
    qtyInvalid: string;
    totalsChanged: string;
  };
}): Promise<ReferenceServer>;
export function searchFilter(
  search: string,
  dbType: 'sqlite' | 'mysql',
): { where: string; params: unknown[]; orderBy?: string };

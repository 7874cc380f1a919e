/**
 * The one spelling of a username: Unicode-normalised (NFKC), trimmed and lower-cased. Every
 * username is canonicalised at the edge (sign-in, the CLI, the first admin) and stored so, in a
 * binary-collated column: `admin`, `Admin` and `admin ` are one account and one throttle key on
 * SQLite and MySQL alike, whatever the column's collation would otherwise ignore.
 */
export function canonicalUsername(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

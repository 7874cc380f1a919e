import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * session secret, which lives outside the database (SESSION_SECRET or the data folder's
 * `session-secret`). A copy of the database alone does not give the secrets. A secret that no
 * longer opens (the session secret changed) counts as a wrong code: the recovery codes, kept
 * as hashes, still sign in, and enrolling again makes a new secret.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'freakdrop two-factor secret', 32),
    );
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when it does not open under this key. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

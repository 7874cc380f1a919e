import type { Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../common/faults';

/**
 * What a shopper sees while the database is down: a small page of its own (no script, no
 * request to the API, inline styles in the shop's colours), answered with 503 and Retry-After
 * so crawlers come back instead of indexing it. It reloads itself every 20 seconds.
 */
export const UNAVAILABLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<meta http-equiv="refresh" content="20" />
<title>FreakDrop will be right back</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    box-sizing: border-box; background: #0b0613; color: #f4f0ff;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: center; }
  main { max-width: 32rem; }
  h1 { font-size: clamp(2rem, 8vw, 3.25rem); margin: 0 0 .5rem; color: #39ff14;
    text-shadow: 0 0 18px rgba(57, 255, 20, .45); letter-spacing: .02em; }
  p { font-size: 1.1rem; line-height: 1.6; margin: 0 0 1.25rem; color: #d9d2ee; }
  a { display: inline-block; padding: .8rem 1.6rem; border-radius: 999px; background: #ff2bd6;
    color: #0b0613; font-weight: 700; text-decoration: none; }
  a:focus-visible { outline: 3px solid #39ff14; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>Be right back</h1>
<p>FreakDrop is taking a short breather. Your cart is saved in this browser, so nothing is lost:
try again in a moment.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

export function sendUnavailablePage(res: Response): void {
  if (res.headersSent) return;
  res
    .status(503)
    .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(UNAVAILABLE_HTML);
}

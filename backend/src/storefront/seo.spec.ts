import { jsonForScript } from '../contract';
import { escapeHtml, injectHead } from './seo';

describe('storefront head injection', () => {
  const block = '<!--seo--><title>New $& $1 title</title><!--/seo-->';

  it('replaces the marked block, taking replacement patterns literally', () => {
    const html = '<head><!--seo--><title>Old</title><!--/seo--></head>';
    expect(injectHead(html, block)).toBe(`<head>${block}</head>`);
  });

  it('replaces title and description before </head> when a build dropped the markers', () => {
    const html =
      '<html><head><meta charset=utf-8><title>Old</title><meta name=description content="old"><script defer src=/a.js></script></head><body></body></html>';
    expect(injectHead(html, block)).toBe(
      `<html><head><meta charset=utf-8><script defer src=/a.js></script>${block}</head><body></body></html>`,
    );
  });

  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const json = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

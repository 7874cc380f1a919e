/**
 * The language switch is built from the address the shopper (or an attacker's link) asked for:
 * whatever that address is, the switch links to a path on this shop, never to another host.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ENGLISH, LanguageProvider } from '../../i18n';
import type { Language } from '../../i18n';
import { newArabic } from '../../i18n/arabic';
import { LanguageSwitch } from './LanguageSwitch';

const CRAFTED = [
  '//evil.example/',
  '/\\evil.example',
  '/\\/evil.example/',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '///evil.example//x?y=1',
];

function hrefAt(path: string, basename?: string, lang: Language = ENGLISH): string {
  const { unmount } = render(
    <LanguageProvider value={lang}>
      <MemoryRouter initialEntries={[path]} basename={basename}>
        <LanguageSwitch />
      </MemoryRouter>
    </LanguageProvider>,
  );
  const href = screen.getByTestId('language-switch').getAttribute('href') ?? '';
  unmount();
  return href;
}

function onShop(href: string): void {
  expect(href).toMatch(/^\/(?![/\\])/);
  expect(href).not.toMatch(/\\|%2f|%5c|\/\//i);
  expect(new URL(href, 'https://shop.example').origin).toBe('https://shop.example');
}

describe('LanguageSwitch on crafted addresses', () => {
  it.each(CRAFTED)('English page %j links to an Arabic page of this shop', (path) => {
    const href = hrefAt(path);
    onShop(href);
    expect(href.startsWith('/ar/')).toBe(true);
  });

  it.each(CRAFTED)('Arabic page /ar%s links to an English page of this shop', (path) => {
    // The server renders an Arabic page under the /ar basename (server/render.tsx).
    const href = hrefAt(`/ar${path}`, '/ar', newArabic());
    onShop(href);
    expect(href.startsWith('/ar')).toBe(false);
  });

  it('an ordinary page keeps its path, query and hash', () => {
    expect(hrefAt('/shop?category=HOODIES#top')).toBe('/ar/shop?category=HOODIES#top');
  });
});

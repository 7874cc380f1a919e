/**
 * The bench's read scenarios (the URLs each one cycles through, identical for the shop and the
 * reference) and the self-check that both servers answer them with the same JSON.
 */
import { isDeepStrictEqual } from 'node:util';
import { SEARCH_ONE_WORD, SEARCH_TWO_WORDS } from './seed.mjs';

/** How a shopper would spell a category in a link: its slug, lower case, or with a hyphen. */
function categorySpellings(categories) {
  const out = [];
  for (const c of categories) {
    out.push(c.slug, c.name, c.slug.toLowerCase().replace(/\s+/g, '-'));
  }
  return out;
}

/**
 * `info` is what seedCatalog returned. Each read scenario: `{key, name, paths}`; the load
 * generator sends the paths round-robin over all connections, the same list for both sides.
 */
export function readScenarios(info) {
  const spellings = categorySpellings(info.categories);
  const categoryPaths = [];
  for (const sort of ['price_asc', 'price_desc']) {
    for (const category of spellings) {
      categoryPaths.push(
        `/api/products?category=${encodeURIComponent(category)}&sort=${sort}&page=3&limit=12`,
      );
    }
  }
  const search = (q) => `/api/products?search=${encodeURIComponent(q)}&limit=12`;
  return [
    { key: 'list', name: 'list page 1 (newest, 12)', paths: ['/api/products?limit=12'] },
    { key: 'category', name: 'list category + price + page 3', paths: categoryPaths },
    { key: 'search1', name: 'search one word', paths: SEARCH_ONE_WORD.map(search) },
    { key: 'search2', name: 'search two words', paths: SEARCH_TWO_WORDS.map(search) },
    {
      key: 'detail',
      name: 'product detail by slug',
      paths: info.slugs.map((slug) => `/api/products/${encodeURIComponent(slug)}`),
    },
    { key: 'settings', name: 'GET /api/settings', paths: ['/api/settings'] },
    { key: 'health', name: 'GET /api/health', paths: ['/api/health'] },
  ];
}

/**
 * The URLs the self-check compares: a few of every scenario, and the corners of the same
 * calls (other sorts, featured, pages past the end, unknown category, LIKE wildcards as text,
 * lookups by id, a missing product).
 */
export function selfCheckPaths(info, { perScenario = 6 } = {}) {
  const paths = [];
  for (const scenario of readScenarios(info)) {
    const step = Math.max(1, Math.floor(scenario.paths.length / perScenario));
    for (let i = 0; i < scenario.paths.length && i / step < perScenario; i += step) {
      paths.push(scenario.paths[i]);
    }
  }
  const [first] = info.categories;
  paths.push(
    '/api/products',
    '/api/products?page=2&limit=12',
    '/api/products?sort=name_asc&limit=50',
    '/api/products?sort=price_desc&page=4&limit=7',
    '/api/products?sort=price_asc&limit=50',
    '/api/products?featured=true&limit=50',
    '/api/products?featured=false&limit=3',
    `/api/products?category=${encodeURIComponent(first.slug)}&featured=true&limit=4`,
    `/api/products?category=${encodeURIComponent(first.name)}&sort=name_asc&page=2`,
    '/api/products?category=no-such-category',
    '/api/products?category=---',
    '/api/products?category=',
    '/api/products?page=100000&limit=50',
    '/api/products?search=%20Skull%20&sort=price_desc',
    '/api/products?search=drip&category=tshirts&sort=name_asc',
    '/api/products?search=%25',
    '/api/products?search=_',
    '/api/products?search=!',
    "/api/products?search=it's",
    '/api/products?search=FD-HOO',
    '/api/products?search=zzzz-nothing',
    `/api/products?search=${encodeURIComponent('هودي')}`,
    `/api/products?search=${encodeURIComponent('قُبّعة  أسود')}`,
    '/api/products/no-such-product',
    '/api/products/00000000-0000-4000-8000-000000000000',
  );
  return paths;
}

/** The first place two JSON values differ, as a path and both values; null when equal. */
export function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return { path, a, b };
    if (Array.isArray(a) && a.length !== b.length) {
      return { path: `${path}.length`, a: a.length, b: b.length };
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return { path, a, b };
}

/**
 * Fetches every path from both sides (`get(path)` → `{status, body}`) and compares status and
 * JSON body, ignoring only key order. Returns the differences (empty when all agree).
 */
export async function compareAnswers(getShop, getReference, paths) {
  const differences = [];
  for (const path of paths) {
    const [shop, ref] = await Promise.all([getShop(path), getReference(path)]);
    if (shop.status !== ref.status) {
      differences.push({ url: path, path: 'status', shop: shop.status, reference: ref.status });
      continue;
    }
    const diff = firstDifference(shop.body, ref.body);
    if (diff) differences.push({ url: path, path: diff.path, shop: diff.a, reference: diff.b });
  }
  return differences;
}

/** `get` for compareAnswers over plain HTTP (node's fetch; GETs only, no conditional headers). */
export function httpGetter(base) {
  return async (path) => {
    const res = await fetch(base + path);
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };
}

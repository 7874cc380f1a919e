/**
 * The bench's catalog: ~8 categories and N streetwear products with realistic titles,
 * descriptions, prices (some on sale), sizes, colours, stock, featured flags and spread-out
 * creation dates, inserted in batches through the project's own TypeORM entities.
 *
 * The caller passes an initialised DataSource built with the project's options (the bench
 * uses backend/dist, the jest test the sources) and the project's productSearchText, so this
 * file imports nothing of the app and runs under plain Node as well as under jest.
 * Everything is drawn from a seeded PRNG: the same options give the same catalog.
 */

export const CATEGORIES = [
  { slug: 'HOODIES', name: 'Hoodies', items: ['Hoodie', 'Zip Hoodie', 'Pullover'] },
  { slug: 'TSHIRTS', name: 'T-Shirts', items: ['Tee', 'Oversized Tee', 'Longsleeve'] },
  { slug: '3D PRINTS', name: '3D Prints', items: ['Figurine', 'Bust', 'Keychain', 'Statue'] },
  { slug: 'ACCESSORIES', name: 'Accessories', items: ['Cap', 'Beanie', 'Tote Bag', 'Pin Set'] },
  { slug: 'CLOTHES', name: 'Clothes', items: ['Overshirt', 'Tracksuit', 'Vest'] },
  { slug: 'JACKETS', name: 'Jackets', items: ['Bomber', 'Windbreaker', 'Coach Jacket'] },
  { slug: 'PANTS', name: 'Pants', items: ['Cargo Pants', 'Joggers', 'Shorts'] },
  { slug: 'SOCKS', name: 'Socks', items: ['Crew Socks', 'Ankle Socks'] },
];
/** Categories whose products come in sizes. */
const SIZED = new Set(['HOODIES', 'TSHIRTS', 'CLOTHES', 'JACKETS', 'PANTS', 'SOCKS']);

// prettier-ignore
export const ADJECTIVES = [
  'Toxic', 'Neon', 'Acid', 'Cursed', 'Glitch', 'Psycho', 'Melting', 'Haunted', 'Radioactive',
  'Feral', 'Rotten', 'Cosmic', 'Electric', 'Sludge', 'Zombie', 'Void', 'Grim', 'Mutant',
  'Venom', 'Chrome', 'Fever', 'Hex', 'Plague', 'Lunar', 'Static', 'Bleeding', 'Twisted',
  'Sour', 'Infernal', 'Rabid',
];
// prettier-ignore
export const MOTIFS = [
  'Drip', 'Skull', 'Eyeball', 'Goblin', 'Slime', 'Ghoul', 'Clown', 'Worm', 'Spider', 'Moth',
  'Demon', 'Alien', 'Tentacle', 'Fang', 'Bones', 'Brain', 'Mushroom', 'Cat', 'Bunny', 'Smile',
  'Flame', 'Serpent', 'Witch', 'Cyclops', 'Gremlin', 'Raven', 'Jester', 'Oni', 'Kraken',
  'Mummy',
];
const COLORS = [
  'Black',
  'White',
  'Grey',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Purple',
  'Pink',
  'Orange',
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const OPENERS = [
  (t, m) => `${t} with a hand-drawn ${m.toLowerCase()} print that glows under black light.`,
  (t, m) => `Our ${t} carries the ${m.toLowerCase()} from the latest FreakDrop collection.`,
  (t, m) => `${t}: a psychedelic ${m.toLowerCase()} artwork, screen printed in Dubai.`,
  (t, m) => `The ${t} puts a grinning ${m.toLowerCase()} front and centre.`,
];
const CLOSERS = [
  'Heavyweight cotton, oversized fit, made to survive the mosh pit.',
  'Soft-touch inks that will not crack after a hundred washes.',
  'Limited run: once this drop is gone, it is gone.',
  'Pairs with everything black in your wardrobe.',
  'Designed by artists from the Gulf underground scene.',
  '',
];

/** Small, fast, seedable PRNG (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];
const hex = (random, n) => {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(random() * 16).toString(16);
  return s;
};
/** A v4-shaped UUID from the PRNG (reproducible ids, so ties sort the same run after run). */
function uuid(random) {
  const h = hex(random, 32);
  const variant = '89ab'[Math.floor(random() * 4)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
}
const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const letters3 = (s) =>
  s
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/** Search queries the bench sends: one word, and two words that stand next to each other in titles. */
// prettier-ignore
export const SEARCH_ONE_WORD = [
  'skull', 'hoodie', 'toxic', 'drip', 'slime', 'tee', 'goblin', 'neon', 'bomber', 'eyeball',
  'cursed', 'moth', 'kraken', 'joggers', 'glitch', 'witch',
];
// prettier-ignore
export const SEARCH_TWO_WORDS = [
  'toxic drip', 'neon skull', 'acid goblin', 'cursed eyeball', 'glitch slime', 'zombie cat',
  'void moth', 'haunted clown', 'chrome kraken', 'psycho bunny', 'skull hoodie', 'drip tee',
];

const START = Date.UTC(2024, 0, 1);
const SPAN_MS = 2 * 365 * 24 * 3600 * 1000;
const toDate = (ms) => new Date(Math.floor(ms / 1000) * 1000); // whole seconds: ties happen

/** One product row as the products entity takes it (arrays go through its transformers). */
function makeProduct(random, index, category, withSearchText, searchText) {
  const adjective = pick(random, ADJECTIVES);
  const motif = pick(random, MOTIFS);
  const item = pick(random, category.items);
  const title = `${adjective} ${motif} ${item}`;
  const description = `${pick(random, OPENERS)(title, motif)} ${pick(random, CLOSERS)}`.trim();
  const priceFils = (49 + Math.floor(random() * 450)) * 100 + (random() < 0.2 ? 50 : 0);
  const onSale = random() < 0.25;
  const salePriceFils = onSale
    ? Math.round((priceFils * (50 + Math.floor(random() * 40))) / 100)
    : null;
  const sizes = [];
  if (SIZED.has(category.slug)) {
    const from = Math.floor(random() * 3);
    const to = from + 2 + Math.floor(random() * (SIZES.length - from - 2));
    sizes.push(...SIZES.slice(from, to + 1));
  }
  const colors = COLORS.filter(() => random() < 0.25);
  if (colors.length === 0) colors.push(pick(random, COLORS));
  const created = START + random() * SPAN_MS;
  const sku = `FD-${letters3(category.slug)}-${letters3(title)}-${String(index).padStart(6, '0')}`;
  const row = {
    id: uuid(random),
    sku,
    slug: `${slugify(title)}-${index.toString(36)}`,
    title,
    description,
    categoryId: category.id,
    images: Array.from(
      { length: 1 + Math.floor(random() * 3) },
      () => `/uploads/${hex(random, 32)}.webp`,
    ),
    priceFils,
    salePriceFils,
    effectivePriceFils: salePriceFils ?? priceFils,
    featured: random() < 0.03,
    stockQuantity: random() < 0.05 ? 0 : Math.floor(random() * 200),
    lowStockThreshold: 5,
    sizes,
    colors,
    createdAt: toDate(created),
    updatedAt: toDate(created + random() * 30 * 24 * 3600 * 1000),
  };
  if (withSearchText) {
    row.searchText = searchText({ title, description, categoryName: category.name, sku });
  }
  return row;
}

/**
 * Inserts the categories, the settings row, `products` products and `dropProducts` products
 * with exactly 50 units each (for the drop scenario), `batchSize` rows per INSERT, a few
 * batches per transaction. Returns what the scenarios need (a sample of slugs, the
 * categories, the drop products) and how long it took.
 */
export async function seedCatalog(dataSource, options) {
  const {
    products,
    searchText,
    dropProducts = 0,
    batchSize = 500,
    batchesPerTransaction = 10,
    seed = 11,
    sampleSize = 2000,
    onProgress,
  } = options;
  if (typeof searchText !== 'function') throw new Error('seedCatalog needs searchText');
  const started = performance.now();
  const random = rng(seed);
  const productMeta = dataSource.getMetadata('products');
  const categoryMeta = dataSource.getMetadata('categories');
  const settingsMeta = dataSource.getMetadata('settings');
  // The searchText column exists once the lead's migration is in; before, the rows go without it.
  const withSearchText = Boolean(productMeta.findColumnWithPropertyName('searchText'));
  const insert = (manager, meta, rows) =>
    manager
      .createQueryBuilder()
      .insert()
      .into(meta.target)
      .values(rows)
      .updateEntity(false)
      .callListeners(false)
      .execute();

  const now = new Date(START + SPAN_MS);
  const categories = CATEGORIES.map((c) => ({
    ...c,
    id: uuid(random),
    matchKey: c.slug.toUpperCase().replace(/[^A-Z0-9]/g, ''),
  }));
  await dataSource.transaction(async (manager) => {
    await insert(
      manager,
      categoryMeta,
      categories.map(({ id, slug, name, matchKey }) => ({
        id,
        slug,
        name,
        matchKey,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await insert(manager, settingsMeta, [
      {
        id: 1,
        deliveryFils: 2000,
        brandTagline: 'Psycho Drip Streetwear',
        contactEmail: 'hello@freakdrop.ae',
        whatsappNumber: '+971501234567',
        instagramHandle: '@freakdrop.ae',
        updatedAt: now,
      },
    ]);
  });

  const sample = [];
  const sampleEvery = Math.max(1, Math.floor(products / sampleSize));
  let done = 0;
  while (done < products) {
    await dataSource.transaction(async (manager) => {
      for (let b = 0; b < batchesPerTransaction && done < products; b++) {
        const rows = [];
        for (let i = 0; i < batchSize && done < products; i++, done++) {
          const row = makeProduct(
            random,
            done,
            pick(random, categories),
            withSearchText,
            searchText,
          );
          if (done % sampleEvery === 0 && sample.length < sampleSize) sample.push(row.slug);
          rows.push(row);
        }
        await insert(manager, productMeta, rows);
      }
    });
    onProgress?.(done, products);
  }

  const drops = [];
  if (dropProducts > 0) {
    const hoodies = categories[0];
    const rows = Array.from({ length: dropProducts }, (_, i) => {
      const row = makeProduct(random, products + i, hoodies, withSearchText, searchText);
      row.title = `Drop Day Limited Hoodie ${i + 1}`;
      row.description = 'Fifty pieces, one day: the limited hoodie of the drop.';
      row.slug = `drop-day-limited-hoodie-${i + 1}`;
      row.sku = `FD-DROP-${String(i + 1).padStart(3, '0')}`;
      row.stockQuantity = 50;
      row.sizes = ['M', 'L'];
      row.colors = ['Black'];
      if (withSearchText) {
        row.searchText = searchText({
          title: row.title,
          description: row.description,
          categoryName: hoodies.name,
          sku: row.sku,
        });
      }
      return row;
    });
    await dataSource.transaction((manager) => insert(manager, productMeta, rows));
    drops.push(...rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title })));
  }

  return {
    products,
    categories: categories.map(({ id, slug, name }) => ({ id, slug, name })),
    slugs: sample,
    drops,
    withSearchText,
    ms: performance.now() - started,
  };
}

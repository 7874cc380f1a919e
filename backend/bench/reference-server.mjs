/**
 * The physical reference: a bare `node:http` server with the shop's own driver (better-sqlite3
 * or mysql2) on the same database, hand-written SQL, no framework, no cache. It answers the
 * storefront's catalog reads with exactly the shop's JSON (the bench's self-check proves it):
 *
 *   GET /api/products?page&limit&category&featured&search&sort   → {products, total}
 *   GET /api/products/:slugOrId                                   → Product | 404
 *   GET /api/settings                                             → Settings
 *   GET /api/health                                               → {status, database}
 *   POST /api/orders                                              → 201 {orderNumber, order} | 409
 *
 * It does not validate input beyond what the bench sends. Orders (the drop scenario) are the
 * hand-written floor of the shop's checkout: one read of the lines' products and the delivery
 * fee, then one transaction with the conditional stock update, the order, its lines and its
 * first status; no idempotency keys, blocked phones, rate limits or per-city fees.
 *
 *   node bench/reference-server.mjs --database-url sqlite:/tmp/x.sqlite --port 3918
 */
import { createServer } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';

const PAGE_SIZE = 12; // LIMITS.shopPageSize
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_BY = {
  newest: 'p.createdAt DESC',
  price_asc: 'p.effectivePriceFils ASC',
  price_desc: 'p.effectivePriceFils DESC',
  name_asc: 'p.title ASC',
};
const BASE_COLUMNS = `p.id, p.sku, p.slug, p.title, p.description, c.slug AS categorySlug,
  c.name AS categoryName, p.images, p.priceFils, p.salePriceFils, p.featured, p.stockQuantity,
  p.lowStockThreshold, p.sizes, p.colors, p.createdAt, p.updatedAt`;
/** The Arabic texts, read when the database has them (a build before has not). */
const ARABIC_COLUMNS = ', p.titleAr, p.descriptionAr, c.nameAr AS categoryNameAr';
const productColumns = (db) => (db.arabic ? BASE_COLUMNS + ARABIC_COLUMNS : BASE_COLUMNS);

/** Same as the contract's categoryMatchKey: upper case, only A-Z and 0-9. */
const categoryMatchKey = (value) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

// ───────────────────────────────────────────────────────────────────────────────────────────
// SEARCH — the one place that says how `?search=` filters. Keep it the shop's semantics
// (catalog/product-search.ts): the query reduced to its words, each word the beginning of a word of the product's search text.
//   SQLite: FTS5, `"word"*` terms joined by AND.
//   MySQL:  FULLTEXT in boolean mode, `+word*` terms, for words InnoDB indexes (at least
//           innodb_ft_min_token_size letters; 3 by default); shorter ones with LIKE.
// Returns a WHERE fragment on `products p` and its parameters, or null when the query has no
// words (nothing can match).
// ───────────────────────────────────────────────────────────────────────────────────────────
/** Written again on purpose (the shop's is catalog/search-text.ts): the self-check compares them. */
const ARABIC_FOLDS = { آ: 'ا', أ: 'ا', إ: 'ا', ٱ: 'ا', ى: 'ي', ی: 'ي', ة: 'ه', ک: 'ك' };
const foldArabic = (text) =>
  text
    .replace(/\u0640|(?=\p{Script_Extensions=Arabic})\p{M}/gu, '')
    .replace(/[آأإٱىیةک]/g, (c) => ARABIC_FOLDS[c])
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
const searchWords = (text) =>
  foldArabic(text.normalize('NFKC'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
const MYSQL_MIN_TOKEN = 3;
const MYSQL_MAX_TOKEN = 84;
export function searchFilter(search, dbType) {
  const words = [...new Set(searchWords(search))].slice(0, 10);
  if (words.length === 0) return null;
  if (dbType === 'sqlite') {
    return {
      where: 'p.rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)',
      params: [words.map((w) => `"${w}"*`).join(' AND ')],
    };
  }
  const indexed = words.filter((w) => w.length >= MYSQL_MIN_TOKEN && w.length <= MYSQL_MAX_TOKEN);
  const others = words.filter((w) => !indexed.includes(w));
  const where = [];
  const params = [];
  if (indexed.length > 0) {
    where.push('MATCH(p.searchText) AGAINST (? IN BOOLEAN MODE)');
    params.push(indexed.map((w) => `+${w}*`).join(' '));
  }
  for (const word of others) {
    where.push("CONCAT(' ', p.searchText) LIKE ?");
    params.push(`% ${word}%`);
  }
  return { where: where.join(' AND '), params };
}

/** `YYYY-MM-DD HH:MM:SS.mmm` (UTC, as both drivers hand it back here) → ISO 8601. */
function isoDate(value) {
  if (value instanceof Date) return value.toISOString();
  const s = String(value);
  const iso = s.length === 19 ? `${s.replace(' ', 'T')}.000Z` : `${s.replace(' ', 'T')}Z`;
  return iso;
}

const jsonArray = (text) => {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

/** The shop's product shape (product.mapper.ts toProduct), from one joined row. */
function toProduct(r) {
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    title: r.title,
    description: r.description,
    ...('titleAr' in r ? { titleAr: r.titleAr, descriptionAr: r.descriptionAr } : {}),
    category: r.categorySlug ?? '',
    categoryName: r.categoryName ?? '',
    ...('categoryNameAr' in r ? { categoryNameAr: r.categoryNameAr } : {}),
    images: jsonArray(r.images),
    priceAED: r.priceFils / 100,
    salePriceAED: r.salePriceFils === null ? null : r.salePriceFils / 100,
    featured: Boolean(r.featured),
    inStock: r.stockQuantity > 0,
    stockQuantity: r.stockQuantity,
    lowStockThreshold: r.lowStockThreshold,
    sizes: jsonArray(r.sizes),
    colors: jsonArray(r.colors),
    createdAt: isoDate(r.createdAt),
    updatedAt: isoDate(r.updatedAt),
  };
}

/** `sqlite:<path>` or `mysql://…` (like DATABASE_URL), or `{type, path | url}`. */
function parseDatabase(database) {
  if (typeof database !== 'string') return database;
  if (database.startsWith('sqlite:')) return { type: 'sqlite', path: database.slice(7) };
  return { type: 'mysql', url: database.replace(/^mariadb:/, 'mysql:') };
}

/** A tiny driver layer: `all(sql, params)` → rows, with prepared statements on both drivers. */
async function openDatabase(database) {
  const db = parseDatabase(database);
  if (db.type === 'sqlite') {
    const conn = new Database(db.path, { fileMustExist: true });
    conn.pragma('busy_timeout = 5000');
    const statements = new Map();
    const prepare = (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = conn.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    };
    // better-sqlite3 is synchronous: the whole transaction runs without yielding, so no other
    // request's statements can land inside it (the shop has to queue its transactions).
    const placeSqlite = conn.transaction((order) => {
      for (const { productId, qty } of order.stock) {
        const taken = prepare(TAKE_STOCK).run(qty, order.now, productId, qty);
        if (taken.changes !== 1) return { soldOut: productId };
      }
      prepare(INSERT_ORDER).run(...order.row);
      for (const line of order.lines) prepare(INSERT_LINE).run(...line);
      prepare(INSERT_STATUS).run(...order.status);
      return { soldOut: null };
    });
    return {
      type: 'sqlite',
      all: async (sql, params = []) => prepare(sql).all(...params),
      place: async (order) => placeSqlite(order),
      close: async () => conn.close(),
    };
  }
  // The shop's pool: 10 connections, UTC, utf8mb4_unicode_ci; dates come back as text.
  const pool = mysql.createPool({
    uri: db.url,
    connectionLimit: 10,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: true,
    supportBigNumbers: true,
  });
  // READ COMMITTED as the shop's order transactions: a conditional UPDATE whose WHERE no longer
  // matches the committed row returns at once instead of waiting for the row lock. Set once per
  // connection, not per transaction.
  pool.on('connection', (c) => c.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED'));
  const place = async (order) => {
    const c = await pool.getConnection();
    try {
      await c.query('START TRANSACTION');
      try {
        for (const { productId, qty } of order.stock) {
          const [taken] = await c.execute(TAKE_STOCK, [qty, order.now, productId, qty]);
          if (taken.affectedRows !== 1) {
            await c.query('ROLLBACK');
            return { soldOut: productId };
          }
        }
        await c.execute(INSERT_ORDER, order.row);
        for (const line of order.lines) await c.execute(INSERT_LINE, line);
        await c.execute(INSERT_STATUS, order.status);
        await c.query('COMMIT');
        return { soldOut: null };
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      c.release();
    }
  };
  return {
    type: 'mysql',
    all: async (sql, params = []) => (await pool.execute(sql, params))[0],
    place,
    close: () => pool.end(),
  };
}

async function listProducts(db, query) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return [400, { statusCode: 400, message: 'Bad page or limit' }];
  }
  const sort = query.get('sort') ?? 'newest';
  if (!ORDER_BY[sort]) return [400, { statusCode: 400, message: 'Bad sort' }];

  const where = [];
  const params = [];
  const category = query.get('category');
  if (category) {
    const key = categoryMatchKey(category);
    if (!key) return [200, { products: [], total: 0 }];
    // An unknown category gives NULL here, hence no rows and a total of 0, as in the shop.
    where.push('p.categoryId = (SELECT id FROM categories WHERE matchKey = ?)');
    params.push(key);
  }
  if (query.get('featured') === 'true') where.push('p.featured = 1');
  const search = query.get('search')?.trim();
  // The id breaks ties in the sort's own direction, as the shop does.
  const orderBy = `${ORDER_BY[sort]}, p.id ${ORDER_BY[sort].endsWith('DESC') ? 'DESC' : 'ASC'}`;
  if (search) {
    const filter = searchFilter(search, db.type);
    if (!filter) return [200, { products: [], total: 0 }];
    where.push(filter.where);
    params.push(...filter.params);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // A deferred join: the page's ids from products alone (its indexes decide the plan on both
  // engines), then the 12 full rows with their category. Integers were checked above and are
  // inlined (MySQL refuses some placeholder types in LIMIT).
  const [rows, counted] = await Promise.all([
    db.all(
      `SELECT ${productColumns(db)}
       FROM (SELECT p.id FROM products p ${whereSql}
             ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${(page - 1) * limit}) page
       INNER JOIN products p ON p.id = page.id
       INNER JOIN categories c ON c.id = p.categoryId
       ORDER BY ${orderBy}`,
      params,
    ),
    db.all(`SELECT COUNT(*) AS total FROM products p ${whereSql}`, params),
  ]);
  return [200, { products: rows.map(toProduct), total: Number(counted[0].total) }];
}

async function findProduct(db, slugOrId) {
  const byId = UUID.test(slugOrId);
  const rows = await db.all(
    `SELECT ${productColumns(db)} FROM products p INNER JOIN categories c ON c.id = p.categoryId
     WHERE ${byId ? 'p.id = ? OR p.slug = ?' : 'p.slug = ?'} LIMIT 1`,
    byId ? [slugOrId, slugOrId] : [slugOrId],
  );
  if (rows.length === 0) {
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Product Not Found' }];
  }
  // Stock per size and colour, as the shop answers it (sizes then colours in list order).
  const product = toProduct(rows[0]);
  const variants = await db.all(
    'SELECT size, color, quantity FROM product_variant_stock WHERE productId = ?',
    [product.id],
  );
  const at = (list, value) => (value === null ? -1 : list.indexOf(value));
  product.variantStock =
    variants.length === 0
      ? null
      : variants
          .map((v) => ({
            size: v.size,
            color: v.color === '' ? null : v.color,
            stockQuantity: Number(v.quantity),
          }))
          .sort(
            (a, b) =>
              at(product.sizes, a.size) - at(product.sizes, b.size) ||
              at(product.colors, a.color) - at(product.colors, b.color),
          );
  return [200, product];
}

async function getSettings(db) {
  const rows = await db.all(
    'SELECT deliveryFils, brandTagline, contactEmail, whatsappNumber, instagramHandle FROM settings WHERE id = 1',
  );
  // The shop's defaults when no row was ever saved (the bench's seed writes one).
  const r = rows[0] ?? {
    deliveryFils: 2000,
    brandTagline: 'Psycho Drip Streetwear',
    contactEmail: process.env.CONTACT_EMAIL || 'hello@freakdrop.ae',
    whatsappNumber: (process.env.CONTACT_WHATSAPP || '+971501234567').replace(/[\s-]/g, ''),
    instagramHandle: process.env.CONTACT_INSTAGRAM || '@freakdrop.ae',
  };
  return [
    200,
    {
      deliveryAED: r.deliveryFils / 100,
      brandTagline: r.brandTagline,
      contactEmail: r.contactEmail,
      whatsappNumber: r.whatsappNumber,
      instagramHandle: r.instagramHandle,
    },
  ];
}

async function health(db) {
  try {
    await db.all('SELECT 1');
    return [200, { status: 'ok', database: 'up' }];
  } catch {
    return [503, { status: 'error', database: 'down' }];
  }
}

// ── ORDERS: the drop's floor ──────────────────────────────────────────────────────────────────
const TAKE_STOCK =
  'UPDATE products SET stockQuantity = stockQuantity - ?, updatedAt = ? WHERE id = ? AND stockQuantity >= ?';
const INSERT_ORDER = `INSERT INTO orders (id, orderNumber, customerName, phone, email, city,
  addressLine1, addressLine2, notes, subtotalFils, deliveryFils, codFeeFils, totalFils, status,
  idempotencyKey, idempotencyHash, courier, remittanceId, remittedAt, createdAt, updatedAt)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', NULL, NULL, NULL, NULL, NULL, ?, ?)`;
const INSERT_LINE = `INSERT INTO order_items (id, orderId, productId, position, title, image,
  size, color, qty, unitPriceFils) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_STATUS = `INSERT INTO order_status_changes (id, orderId, status, changedAt, reason,
  note, changedBy) VALUES (?, ?, 'PENDING', ?, NULL, NULL, NULL)`;
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The original form only (+971, nine digits, spaces); the shop takes more (contract/phone.ts). */
const UAE_PHONE = /^\+971\s*\d{2}\s*\d{3}\s*\d{4}$/;

/** `FD-XXXX-XXXX` from 40 random bits, as the shop's order numbers. */
function orderNumber() {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let i = 7; i >= 0; i -= 1) chars += ORDER_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `FD-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The datetime(3) text both drivers store for the shop's dates (UTC). */
const sqlDate = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

const text = (value, max) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const bad = (message) => [400, { statusCode: 400, code: 'VALIDATION_FAILED', message }];

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 100_000) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * POST /api/orders, the minimum the shop must do too: the form's required texts and the lines'
 * shape, the products and the delivery fee in one read, the figures priced in fils, 409 for a
 * product short as read, then one transaction whose conditional UPDATE is the authority.
 */
async function placeOrder(db, body, messages) {
  if (!body || typeof body !== 'object') return bad('The body must be a JSON object');
  for (const [field, max] of [
    ['customerName', 100],
    ['city', 32],
    ['addressLine1', 200],
  ]) {
    if (!text(body[field], max)) return bad(`${field} is required`);
  }
  if (typeof body.phone !== 'string' || !UAE_PHONE.test(body.phone.trim())) {
    return bad('Enter a UAE mobile number');
  }
  const items = body.items;
  if (!Array.isArray(items) || items.length < 1 || items.length > 50) return bad('Bad items');
  const stock = new Map();
  for (const item of items) {
    const { productId, size, qty } = item ?? {};
    if (!text(productId, 36) || !text(size, 8)) return bad('Bad item');
    if (!Number.isInteger(qty) || qty < 1 || qty > 10) return bad(messages.qtyInvalid);
    stock.set(productId, (stock.get(productId) ?? 0) + qty);
  }
  const ids = [...stock.keys()].sort();
  const rows = await db.all(
    `SELECT p.id, p.title, p.images, p.priceFils, p.salePriceFils, p.stockQuantity, s.deliveryFils
     FROM products p LEFT JOIN settings s ON s.id = 1
     WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let subtotalFils = 0;
  for (const item of items) {
    const p = byId.get(item.productId);
    if (!p) return bad(`Product ${item.productId} does not exist`);
    subtotalFils += (p.salePriceFils ?? p.priceFils) * item.qty;
  }
  for (const id of ids) {
    const p = byId.get(id);
    if (p.stockQuantity < stock.get(id)) return outOfStock(messages, p);
  }
  const deliveryFils = Number(rows[0].deliveryFils ?? 2000);
  const totalFils = subtotalFils + deliveryFils;
  if (
    Math.round(body.subtotalAED * 100) !== subtotalFils ||
    Math.round(body.deliveryAED * 100) !== deliveryFils ||
    Math.round(body.totalAED * 100) !== totalFils
  ) {
    return [409, { statusCode: 409, code: 'TOTALS_CHANGED', message: messages.totalsChanged }];
  }

  const id = randomUUID();
  const number = orderNumber();
  const now = sqlDate(new Date());
  const phone = body.phone.trim().replace(/\s+/g, '');
  const { soldOut } = await db.place({
    now,
    stock: ids.map((productId) => ({ productId, qty: stock.get(productId) })),
    row: [
      id,
      number,
      body.customerName.trim(),
      phone,
      typeof body.email === 'string' && body.email.trim() ? body.email.trim() : null,
      body.city,
      body.addressLine1.trim(),
      null,
      null,
      subtotalFils,
      deliveryFils,
      0,
      totalFils,
      now,
      now,
    ],
    lines: items.map((item, position) => {
      const p = byId.get(item.productId);
      return [
        randomUUID(),
        id,
        p.id,
        position,
        p.title,
        jsonArray(p.images)[0] ?? '',
        item.size,
        item.color ?? null,
        item.qty,
        p.salePriceFils ?? p.priceFils,
      ];
    }),
    status: [randomUUID(), id, now],
  });
  // Short now: sold to someone else between the read and the update.
  if (soldOut) return outOfStock(messages, byId.get(soldOut), 0);
  return [
    201,
    {
      orderNumber: number,
      order: { id, orderNumber: number, status: 'PENDING', totalAED: totalFils / 100 },
    },
  ];
}

function outOfStock(messages, product, left = Math.max(0, product.stockQuantity)) {
  return [
    409,
    {
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: messages.notEnoughStock(product.title, left),
      productId: product.id,
      available: left,
    },
  ];
}

/** The shop's texts, from its build (the bench runs the built shop); orders need them. */
function builtMessages() {
  try {
    return createRequire(import.meta.url)('../dist/contract/index.js').MSG;
  } catch {
    return undefined;
  }
}

async function route(db, req, messages) {
  if (req.method === 'POST' && req.url === '/api/orders' && messages) {
    return placeOrder(db, await readBody(req), messages);
  }
  if (req.method !== 'GET') return [404, { statusCode: 404, message: 'Not found' }];
  const q = req.url.indexOf('?');
  const path = q === -1 ? req.url : req.url.slice(0, q);
  if (path === '/api/products') {
    return listProducts(db, new URLSearchParams(q === -1 ? '' : req.url.slice(q + 1)));
  }
  if (path.startsWith('/api/products/')) {
    return findProduct(db, decodeURIComponent(path.slice('/api/products/'.length)));
  }
  if (path === '/api/settings') return getSettings(db);
  if (path === '/api/health') return health(db);
  return [404, { statusCode: 404, message: 'Not found' }];
}

/**
 * Starts the reference on `port` (0: any free one). Resolves to `{url, port, close}`.
 * `messages`: the shop's MSG (its texts for orders); by default read from backend/dist, and
 * without them POST /api/orders is a 404.
 */
export async function startReferenceServer({
  database,
  port = 0,
  host = '127.0.0.1',
  messages = builtMessages(),
}) {
  const db = await openDatabase(database);
  db.arabic = await db.all('SELECT titleAr FROM products LIMIT 0').then(
    () => true,
    () => false,
  );
  const server = createServer((req, res) => {
    route(db, req, messages).then(
      ([status, body]) => {
        const text = JSON.stringify(body);
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(text),
        });
        res.end(text);
      },
      (error) => {
        console.error('reference:', error);
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"statusCode":500,"message":"Internal server error"}');
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

// Run as a program: the bench starts the reference in its own process, like the shop.
async function main() {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const databaseUrl = arg('--database-url') ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'usage: node reference-server.mjs --database-url <sqlite:path|mysql://…> [--port N]',
    );
    process.exit(2);
  }
  const ref = await startReferenceServer({
    database: databaseUrl,
    port: Number(arg('--port') ?? 0),
  });
  console.log(`reference listening on ${ref.url}`);
  const stop = () =>
    ref.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
if (process.argv[1]?.endsWith('reference-server.mjs')) {
  main().catch((error) => {
    console.error(`reference failed to start: ${error.message}`);
    process.exit(1);
  });
}

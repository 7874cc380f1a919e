/**
 * One table of inputs for the forms and the API: the API's test (common/rules.spec.ts) sends
 * each through the real validation pipe and DTO, the storefront's and admin's tests
 * (frontend/src/forms.rules.test.ts) through the forms' own checks, and both expect the same
 * verdict: `error` null for accepted, else the message. Test data only: never imported by the
 * app, and left out of the backend build.
 */
import { MSG } from './messages';

export interface RuleCase {
  field: string;
  value: unknown;
  error: string | null;
}

export interface FormCases {
  /** A request (and a filled form) every field of which is accepted. */
  valid: Record<string, unknown>;
  cases: RuleCase[];
}

const ok = (field: string, value: unknown): RuleCase => ({ field, value, error: null });
const bad = (field: string, value: unknown, error: string): RuleCase => ({ field, value, error });

export const RULE_CASES = {
  checkout: {
    valid: {
      customerName: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: '',
      city: 'Dubai',
      addressLine1: 'Tower 5, Al Majaz',
      addressLine2: '',
      notes: '',
    },
    cases: [
      ok('customerName', 'Al'),
      ok('customerName', '  Zara  '),
      bad('customerName', ' A ', MSG.nameMin),
      bad('customerName', '', MSG.nameMin),
      bad('customerName', 'x'.repeat(101), 'Name must be at most 100 characters'),
      ok('phone', '+971501234567'),
      ok('phone', '+971 50 1234567'),
      ok('phone', ' +971 50 123 4567 '),
      // Every form people type (phone.cases.ts has the whole table).
      ok('phone', '0501234567'),
      ok('phone', '050-123-4567'),
      ok('phone', '00971501234567'),
      ok('phone', '971501234567'),
      ok('phone', '+971 0501234567'),
      ok('phone', '(050) 123.4567'),
      ok('phone', '٠٥٠١٢٣٤٥٦٧'),
      ok('phone', '۰۵۰ ۱۲۳ ۴۵۶۷'),
      bad('phone', '+971 5 123 4567', MSG.phoneInvalid),
      bad('phone', '50 123 4567', MSG.phoneInvalid),
      bad('phone', '+44 20 7946 0958', MSG.phoneInvalid),
      bad('phone', '+971 ', MSG.phoneInvalid),
      bad('phone', `+971${' '.repeat(20)}501234567`, MSG.phoneInvalid),
      ok('email', ''),
      ok('email', '   '),
      ok('email', 'zara@example.ae'),
      ok('email', 'first.last+tag@mail.example.co'),
      bad('email', 'a@b', MSG.emailInvalid),
      bad('email', 'zara@example', MSG.emailInvalid),
      bad('email', 'zara example.ae', MSG.emailInvalid),
      bad('email', 'zara@@example.ae', MSG.emailInvalid),
      bad('email', `${'x'.repeat(250)}@example.ae`, MSG.emailInvalid),
      ok('city', 'Al Ain'),
      bad('city', '', MSG.cityRequired),
      bad('city', 'Paris', MSG.cityRequired),
      bad('city', 'dubai', MSG.cityRequired),
      ok('addressLine1', 'Villa 9'),
      bad('addressLine1', 'abcd', MSG.addressMin),
      bad('addressLine1', '   abcd   ', MSG.addressMin),
      bad('addressLine1', 'x'.repeat(201), 'Address must be at most 200 characters'),
      ok('addressLine2', ''),
      ok('addressLine2', 'Flat 12'),
      bad('addressLine2', 'x'.repeat(201), 'Address line 2 must be at most 200 characters'),
      ok('notes', 'Call before coming'),
      bad('notes', 'x'.repeat(501), 'Notes must be at most 500 characters'),
    ],
  },
  tracking: {
    valid: { orderNumber: 'FD-7K3M-9Q2X', phone: '+971 50 123 4567' },
    cases: [
      ok('orderNumber', 'fd 7k3m 9q2x'),
      bad('orderNumber', '', MSG.orderNumberRequired),
      bad('orderNumber', '   ', MSG.orderNumberRequired),
      ok('phone', '+971501234567'),
      ok('phone', '050 123 4567'),
      ok('phone', '٠٥٠١٢٣٤٥٦٧'),
      bad('phone', '', MSG.phoneRequired),
      bad('phone', '+971 ', MSG.phoneRequired),
    ],
  },
  login: {
    valid: { email: 'admin', password: 'secret-password' },
    cases: [
      bad('email', '', MSG.usernameRequired),
      bad('email', '   ', MSG.usernameRequired),
      bad('email', 'x'.repeat(65), MSG.loginFailedBody),
      ok('password', ' spaced out '),
      bad('password', '', MSG.passwordRequired),
      bad('password', 'x'.repeat(201), MSG.loginFailedBody),
    ],
  },
  product: {
    valid: {
      sku: 'FD-HOO-TOX-042',
      title: 'Toxic Drip Hoodie',
      slug: 'toxic-drip-hoodie',
      description: 'Heavyweight hoodie with a neon drip print.',
      category: 'HOODIES',
      images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
      priceAED: 249,
      salePriceAED: null,
      stockQuantity: 10,
      lowStockThreshold: 5,
    },
    cases: [
      ok('sku', 'fd-hoo-tox-042'),
      bad('sku', '', MSG.skuRequired),
      bad('sku', '  ', MSG.skuRequired),
      bad('sku', 'FD HOO', 'SKU may only contain letters, digits and hyphens'),
      bad('sku', '-FD', 'SKU may only contain letters, digits and hyphens'),
      bad('sku', 'X'.repeat(41), 'SKU must be at most 40 characters'),
      ok('title', 'A'),
      bad('title', ' ', MSG.titleRequired),
      bad('title', 'x'.repeat(151), 'Title must be at most 150 characters'),
      ok('slug', 'toxic-drip-2'),
      bad('slug', '', MSG.slugRequired),
      bad('slug', 'Toxic-Drip', 'Slug may only contain lowercase letters, digits and hyphens'),
      bad('slug', 'toxic--drip', 'Slug may only contain lowercase letters, digits and hyphens'),
      bad('slug', '-toxic', 'Slug may only contain lowercase letters, digits and hyphens'),
      ok('titleAr', 'هودي توكسيك دريب'),
      ok('titleAr', ''),
      ok('titleAr', '   '),
      ok('titleAr', null),
      ok('titleAr', 'ه'.repeat(150)),
      bad('titleAr', 'ه'.repeat(151), 'Arabic title must be at most 150 characters'),
      ok('descriptionAr', 'قصير'),
      ok('descriptionAr', ''),
      bad('descriptionAr', 'ه'.repeat(5001), 'Arabic description must be at most 5000 characters'),
      ok('description', '0123456789'),
      bad('description', 'Too short', MSG.descriptionMin),
      bad('description', '  123456789  ', MSG.descriptionMin),
      bad('category', '', MSG.categoryRequired),
      bad('images', [], MSG.imagesRequired),
      bad(
        'images',
        Array.from({ length: 4 }, (_, i) => `/uploads/${String(i).repeat(32)}.webp`),
        `${MSG.tooManyImagesTitle}: ${MSG.tooManyImagesBody}`,
      ),
      ok('priceAED', 1),
      ok('priceAED', 149.5),
      ok('priceAED', 1_000_000),
      bad('priceAED', null, MSG.priceMin),
      bad('priceAED', 0, MSG.priceMin),
      bad('priceAED', 0.99, MSG.priceMin),
      bad('priceAED', 19.999, MSG.priceMin),
      bad('priceAED', 1_000_001, 'Price must be at most 1000000'),
      ok('salePriceAED', null),
      ok('salePriceAED', 0.01),
      ok('salePriceAED', 199),
      bad('salePriceAED', 0, MSG.salePriceMin),
      bad('salePriceAED', -5, MSG.salePriceMin),
      bad('salePriceAED', 9.999, MSG.salePriceMin),
      ok('stockQuantity', 0),
      bad('stockQuantity', null, MSG.stockMin),
      bad('stockQuantity', -1, MSG.stockMin),
      bad('stockQuantity', 1.5, MSG.stockMin),
      bad('stockQuantity', 1_000_001, 'Stock quantity must be at most 1000000'),
      // The API also accepts the field left out (the default applies); a form cannot leave it out.
      ok('lowStockThreshold', 0),
      bad('lowStockThreshold', -1, MSG.lowStockMin),
      bad('lowStockThreshold', 2.5, MSG.lowStockMin),
    ],
  },
  category: {
    valid: { name: 'Hoodies', slug: 'HOODIES' },
    cases: [
      ok('name', '3D Prints'),
      bad('name', '  ', MSG.categoryNameRequired),
      bad('name', 'x'.repeat(61), 'Category name must be at most 60 characters'),
      ok('nameAr', 'هوديز'),
      ok('nameAr', ' '),
      ok('nameAr', null),
      bad('nameAr', 'ش'.repeat(61), 'Arabic name must be at most 60 characters'),
      ok('slug', '3d-prints'),
      ok('slug', '  3d-prints '),
      bad('slug', '3d prints', MSG.categorySlugSpaces),
      bad('slug', 'A\tB', MSG.categorySlugSpaces),
      bad('slug', '', MSG.slugRequired),
      bad('slug', '---', 'Slug must contain a letter or digit'),
      bad('slug', 'X'.repeat(41), 'Slug must be at most 40 characters'),
    ],
  },
  settings: {
    valid: { deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear', contactEmail: 'hi@fd.ae' },
    cases: [
      ok('deliveryAED', 0),
      ok('deliveryAED', 12.5),
      bad('deliveryAED', null, MSG.deliveryMin),
      bad('deliveryAED', -1, MSG.deliveryMin),
      bad('deliveryAED', 1.234, MSG.deliveryMin),
      bad('deliveryAED', 10_001, 'Delivery fee must be at most 10000'),
      ok('brandTagline', 'x'.repeat(100)),
      bad('brandTagline', ' ', MSG.taglineRequired),
      bad('brandTagline', 'x'.repeat(101), MSG.taglineMax),
      // The API also accepts the e-mail left out (it stays as it is); a form always sends it.
      bad('contactEmail', '', MSG.emailInvalid),
      bad('contactEmail', 'not-an-email', MSG.emailInvalid),
    ],
  },
} satisfies Record<string, FormCases>;

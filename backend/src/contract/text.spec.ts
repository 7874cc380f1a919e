import {
  categoryMatchKey,
  discountPercent,
  formatAED,
  formatShopDate,
  formatUaePhone,
  generateSku,
  imageSrcSet,
  normalizeUaePhone,
  slugify,
  toFils,
} from './text';

describe('contract helpers', () => {
  it('slugifies titles as spec §4 says', () => {
    expect(slugify('  Toxic Drip — Hoodie!! ')).toBe('toxic-drip-hoodie');
    expect(slugify('3D Skull (v2)')).toBe('3d-skull-v2');
  });

  it('generates SKUs FD-{CAT}-{TITLE letters}-{3 digits} (NOTES §1)', () => {
    expect(generateSku('HOODIES', 'Sk-8 Ugly', () => 0.042)).toBe('FD-HOO-SKU-042');
    expect(generateSku('3D PRINTS', '1 Eye', () => 0.999)).toBe('FD-DPR-EYE-999');
    expect(generateSku('Hoodies', 'x')).toMatch(/^FD-HOO-X-\d{3}$/);
  });

  it('matches category parameters ignoring case and punctuation (NOTES §2)', () => {
    expect(categoryMatchKey('T-Shirts')).toBe(categoryMatchKey('TSHIRTS'));
    expect(categoryMatchKey('3d-prints')).toBe(categoryMatchKey('3D PRINTS'));
  });

  it('normalises and formats UAE phones (NOTES §11)', () => {
    expect(normalizeUaePhone('+971 50 123 4567')).toBe('+971501234567');
    expect(normalizeUaePhone('+971501234567')).toBe('+971501234567');
    expect(normalizeUaePhone(' +971 501234567 ')).toBe('+971501234567');
    expect(normalizeUaePhone('0501234567')).toBeNull();
    expect(normalizeUaePhone('+971 50 123 456')).toBeNull();
    expect(formatUaePhone('+971501234567')).toBe('+971 50 123 4567');
  });

  it('handles money exactly and shows AED as a prefix', () => {
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(19.99)).toBe(1999);
    expect(formatAED(149)).toBe('AED 149');
    expect(formatAED(1249.5)).toBe('AED 1,249.50');
    expect(discountPercent(249, 199)).toBe(20);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });

  it('builds srcset for stored images only', () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageSrcSet(url)).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960.webp 960w, /uploads/0123456789abcdef0123456789abcdef.webp 1440w',
    );
    expect(imageSrcSet('/img/x.png')).toBeUndefined();
  });

  it('formats dates en-US in Dubai time (NOTES §14)', () => {
    expect(formatShopDate('2026-11-21T20:30:00Z')).toBe('Nov 22, 2026, 12:30 AM');
  });
});

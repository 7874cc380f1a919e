import { categoryMatchKey, imageSrcSet, slugify, toFils } from './text';

describe('contract helpers', () => {
  it('slugifies titles: lowercase, other characters collapsed to hyphens, edges trimmed', () => {
    expect(slugify('  Toxic Drip — Hoodie!! ')).toBe('toxic-drip-hoodie');
    expect(slugify('3D Skull (v2)')).toBe('3d-skull-v2');
  });

  it('matches category parameters ignoring case and punctuation', () => {
    expect(categoryMatchKey('T-Shirts')).toBe(categoryMatchKey('TSHIRTS'));
    expect(categoryMatchKey('3d-prints')).toBe(categoryMatchKey('3D PRINTS'));
  });

  it('handles money exactly in fils', () => {
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(19.99)).toBe(1999);
  });

  it('builds srcset for stored images only', () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageSrcSet(url)).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960.webp 960w, /uploads/0123456789abcdef0123456789abcdef.webp 1440w',
    );
    expect(imageSrcSet('/img/x.png')).toBeUndefined();
  });
});

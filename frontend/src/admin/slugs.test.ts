import { categorySlug, generateSku } from './slugs';

describe('admin dialog fill-ins', () => {
  it('generates SKUs FD-{CAT}-{TITLE letters}-{3 digits}', () => {
    expect(generateSku('HOODIES', 'Sk-8 Ugly', () => 0.042)).toBe('FD-HOO-SKU-042');
    expect(generateSku('3D PRINTS', '1 Eye', () => 0.999)).toBe('FD-DPR-EYE-999');
    expect(generateSku('Hoodies', 'x')).toMatch(/^FD-HOO-X-\d{3}$/);
  });

  it('makes category slugs upper case', () => {
    expect(categorySlug(' Hoodies ')).toBe('HOODIES');
  });

  it('never puts spaces in a category slug: each run of them becomes one hyphen', () => {
    expect(categorySlug('3D Prints')).toBe('3D-PRINTS');
    expect(categorySlug(' Summer   Drop\t2025 ')).toBe('SUMMER-DROP-2025');
    expect(categorySlug('T-Shirts')).toBe('T-SHIRTS');
  });
});

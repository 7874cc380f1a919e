import { foldArabic, productSearchText, searchWords } from './search-text';

describe('search words', () => {
  it('folds Arabic spellings to one form', () => {
    // Harakat and shadda dropped, taa marbuta as heh.
    expect(searchWords('قُبَّعَة')).toEqual(['قبعه']);
    // Hamza and madda alefs, alef maqsura, tatweel.
    expect(searchWords('أسود إبداع آخر مستشفى جمـــيل')).toEqual([
      'اسود',
      'ابداع',
      'اخر',
      'مستشفي',
      'جميل',
    ]);
    // Persian yeh and keheh typed on some keyboards; Arabic-Indic digits.
    expect(foldArabic('کیف ٢٢٠ ۱۵')).toBe('كيف 220 15');
  });

  it('keeps a word with marks in one piece (marks are not letters)', () => {
    expect(searchWords('هُودِي توكسيك')).toEqual(['هودي', 'توكسيك']);
  });

  it('leaves other scripts as before', () => {
    expect(searchWords('Toxic DRIP-Hoodie, café')).toEqual(['toxic', 'drip', 'hoodie', 'café']);
  });

  it('indexes both languages, without the Arabic when there is none', () => {
    const english = { title: 'Cap', description: 'A cap.', categoryName: 'Caps', sku: 'FD-1' };
    expect(productSearchText(english)).toBe('cap a cap caps fd 1');
    expect(
      productSearchText({
        ...english,
        titleAr: 'قبعة',
        descriptionAr: null,
        categoryNameAr: 'قبعات',
      }),
    ).toBe('cap a cap caps fd 1 قبعه قبعات');
  });
});

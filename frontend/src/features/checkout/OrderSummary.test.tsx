/** The checkout's order summary names each line in the page's language. */
import { screen } from '@testing-library/react';
import type { CartItem } from '../../app/cart';
import { ENGLISH, LanguageProvider } from '../../i18n';
import type { Language } from '../../i18n';
import { GOO_CHARM, SLIME_HOODIE } from '../../test/fixtures';
import { ARABIC_ALL } from '../../test/arabicTexts';
import { renderStorefront } from '../../test/storefront';
import { checkoutFigures } from './checkout';
import { OrderSummary } from './OrderSummary';

const items: CartItem[] = [{ ...SLIME_HOODIE, titleAr: 'هودي السلايم' }, GOO_CHARM];

function renderSummary(language: Language) {
  return renderStorefront(
    <LanguageProvider value={language}>
      <OrderSummary figures={checkoutFigures(items, 20)} />
    </LanguageProvider>,
  );
}

describe('order summary', () => {
  it('shows the Arabic name on Arabic pages, the English one where there is none', () => {
    renderSummary(ARABIC_ALL);
    expect(screen.getByRole('link', { name: 'هودي السلايم' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GOO_CHARM.title })).toBeInTheDocument();
    expect(screen.queryByText(SLIME_HOODIE.title)).toBeNull();
  });

  it('shows the English name on English pages, whatever page added the line', () => {
    renderSummary(ENGLISH);
    expect(screen.getByRole('link', { name: SLIME_HOODIE.title })).toBeInTheDocument();
    expect(screen.queryByText('هودي السلايم')).toBeNull();
  });
});

import { mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import type { Category, Product } from '../../api/types';
import { MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { ProductFormModal } from './ProductFormModal';

jest.mock('axios', () => ({ __esModule: true, default: { put: jest.fn() } }));
const mockedPut = axios.put as jest.MockedFunction<typeof axios.put>;

const categories: Category[] = [
  { id: 'c1', slug: 'HOODIES', name: 'Hoodies' },
  { id: 'c2', slug: 'TSHIRTS', name: 'T-Shirts' },
];
const IMG = (n: number) => `/uploads/${String(n).repeat(32).slice(0, 32)}.webp`;
const product: Product = {
  id: 'p1',
  sku: 'FD-HOO-TOX-001',
  slug: 'toxic-drip-hoodie',
  title: 'Toxic Drip Hoodie',
  description: 'A heavyweight hoodie with toxic drips.',
  category: 'HOODIES',
  categoryName: 'Hoodies',
  images: [IMG(1)],
  priceAED: 249,
  salePriceAED: 199,
  featured: true,
  inStock: true,
  stockQuantity: 40,
  lowStockThreshold: 5,
  sizes: ['M', 'L'],
  colors: ['Black'],
  createdAt: '2025-11-01T10:00:00.000Z',
  updatedAt: '2025-11-01T10:00:00.000Z',
};

function renderForm(p: Product | null, onClose = jest.fn()) {
  renderAdmin(
    <ProductFormModal
      open
      product={p}
      categories={categories}
      onClose={onClose}
      random={() => 0.042}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

async function chooseCategory(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  const option = await screen.findByTitle(name);
  fireEvent.click(option);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// antd renders slowly in jsdom, more so on a busy machine.
jest.setTimeout(60_000);

beforeEach(() => {
  mockedPut.mockReset();
});

describe('ProductFormModal: creating', () => {
  it('fills the slug from the title and generates the SKU from category and title', async () => {
    mockApi({});
    renderForm(null);
    expect(screen.getByText('Add New Product')).toBeInTheDocument();

    setText('Title', 'Toxic Drip: Hoodie!');
    expect(field('Slug').value).toBe('toxic-drip-hoodie');
    // No category yet: no SKU to generate.
    expect(field('SKU').value).toBe('');

    await chooseCategory('Hoodies');
    await waitFor(() => expect(field('SKU').value).toBe('FD-HOO-TOX-042'));

    // Changing the category regenerates it; the digits stay for this dialog.
    await chooseCategory('T-Shirts');
    await waitFor(() => expect(field('SKU').value).toBe('FD-TSH-TOX-042'));

    setText('Title', 'Acid Rain Tee');
    expect(field('Slug').value).toBe('acid-rain-tee');
    expect(field('SKU').value).toBe('FD-TSH-ACI-042');
  });

  it('shows every rule of the product form with its spec message', async () => {
    const calls = mockApi({});
    renderForm(null);

    // Empty stock fields are invalid too.
    setText('Stock Quantity', '');
    setText('Low Stock Threshold', '');
    save();

    for (const message of [
      MSG.titleRequired,
      MSG.slugRequired,
      MSG.skuRequired,
      MSG.descriptionMin,
      MSG.categoryRequired,
      MSG.priceMin,
      MSG.stockMin,
      MSG.lowStockMin,
      MSG.imagesRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    setText('Description', 'Too short');
    setText('Price (AED)', '0');
    setText('Sale Price (AED)', '0');
    save();
    expect(await screen.findByText(MSG.descriptionMin)).toBeInTheDocument();
    expect(await screen.findByText(MSG.priceMin)).toBeInTheDocument();
    expect(await screen.findByText(MSG.salePriceMin)).toBeInTheDocument();

    setText('Price (AED)', '100');
    setText('Sale Price (AED)', '150');
    save();
    expect(await screen.findByText(MSG.salePriceBelowPrice)).toBeInTheDocument();
    expect(screen.queryByText(MSG.priceMin)).not.toBeInTheDocument();

    // Nothing was sent while the form was invalid.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('uploads images through the presigned flow and sends the product', async () => {
    let n = 0;
    const calls = mockApi({
      'POST /api/admin/uploads/url': () => ({
        body: { uploadURL: `/api/admin/uploads/put/tok${++n}?sig=abc` },
      }),
      'POST /api/admin/uploads/confirm': ({ body }) => ({
        body: { url: IMG((body as { imageURL: string }).imageURL.endsWith('1') ? 7 : 8) },
      }),
      'POST /api/admin/products': ({ body }) => ({
        status: 201,
        body: { ...product, ...(body as object) },
      }),
    });
    mockedPut.mockImplementation(async (_url, _data, config) => {
      config?.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
      return { status: 200 };
    });
    const user = userEvent.setup();
    const { onClose } = renderForm(null);

    setText('Title', 'Toxic Drip Hoodie');
    await chooseCategory('Hoodies');
    setText('Description', 'A heavyweight hoodie with toxic drips.');
    setText('Price (AED)', '249');
    setText('Stock Quantity', '12');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'Black' }));

    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Images'), [file('a.png'), file('b.png')]);
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Images \d$/ })).toHaveLength(2),
    );
    expect(mockedPut).toHaveBeenCalledWith(
      '/api/admin/uploads/put/tok1?sig=abc',
      expect.any(File),
      expect.objectContaining({ headers: { 'Content-Type': 'image/png' } }),
    );
    expect(calls.filter((c) => c.path === '/api/admin/uploads/confirm').map((c) => c.body)).toEqual(
      [{ imageURL: '/api/admin/uploads/put/tok1' }, { imageURL: '/api/admin/uploads/put/tok2' }],
    );

    // Each image can be removed.
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /^Images \d$/ })).toHaveLength(1);

    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products');
    expect(sent?.body).toEqual({
      sku: 'FD-HOO-TOX-042',
      slug: 'toxic-drip-hoodie',
      title: 'Toxic Drip Hoodie',
      description: 'A heavyweight hoodie with toxic drips.',
      titleAr: null,
      descriptionAr: null,
      category: 'HOODIES',
      images: [IMG(7)],
      priceAED: 249,
      salePriceAED: null,
      featured: false,
      status: 'active',
      stockQuantity: 12,
      lowStockThreshold: 5,
      sizes: ['M'],
      colors: ['Black'],
    });
    expect(await screen.findByText(ADMIN_TEXT.productCreated)).toBeInTheDocument();
  });

  it('warns with "Too many images" and hides the picker at 3', async () => {
    let n = 0;
    mockApi({
      'POST /api/admin/uploads/url': () => ({ body: { uploadURL: `/up/${++n}` } }),
      'POST /api/admin/uploads/confirm': () => ({ body: { url: IMG(n) } }),
    });
    mockedPut.mockResolvedValue({ status: 200 });
    const user = userEvent.setup();
    renderForm(null);
    const files = ['a', 'b', 'c', 'd'].map(
      (f) => new File(['x'], `${f}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Upload Images'), files);

    expect(await screen.findByText(MSG.tooManyImagesTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.tooManyImagesBody)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Images \d$/ })).toHaveLength(3),
    );
    expect(screen.queryByLabelText('Upload Images')).not.toBeInTheDocument();
  });

  it('shows an upload failure as the contract toast', async () => {
    mockApi({
      'POST /api/admin/uploads/url': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: '' },
      },
    });
    const user = userEvent.setup();
    renderForm(null);
    await user.upload(
      screen.getByLabelText('Upload Images'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(ADMIN_TEXT.uploadFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXT.uploadFailedBody)).toBeInTheDocument();
    expect(mockedPut).not.toHaveBeenCalled();
  });
});

describe('ProductFormModal: editing', () => {
  it('keeps slug and SKU when the title or category change', async () => {
    mockApi({});
    renderForm(product);
    expect(screen.getByText('Edit Product')).toBeInTheDocument();
    expect(field('Title').value).toBe('Toxic Drip Hoodie');

    setText('Title', 'Renamed Hoodie');
    await chooseCategory('T-Shirts');
    expect(field('Slug').value).toBe('toxic-drip-hoodie');
    expect(field('SKU').value).toBe('FD-HOO-TOX-001');
  });

  it('puts the server field errors on the form and shows the Error toast', async () => {
    const calls = mockApi({
      'PUT /api/admin/products/p1': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Slug may only contain lowercase letters, digits and hyphens',
          errors: { slug: 'Slug may only contain lowercase letters, digits and hyphens' },
        },
      },
    });
    const { onClose } = renderForm(product);
    save();

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const slugItem = field('Slug').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(slugItem).findByText(
        'Slug may only contain lowercase letters, digits and hyphens',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the Arabic title and description right to left, and sends them trimmed', async () => {
    const calls = mockApi({
      'PUT /api/admin/products/p1': ({ body }) => ({ body: { ...product, ...(body as object) } }),
    });
    const { onClose } = renderForm({
      ...product,
      titleAr: 'هودي توكسيك دريب',
      descriptionAr: 'هودي قطن ثقيل.',
    });
    expect(field('Arabic Title').value).toBe('هودي توكسيك دريب');
    expect(field('Arabic Description').value).toBe('هودي قطن ثقيل.');
    for (const label of ['Arabic Title', 'Arabic Description']) {
      expect(field(label)).toHaveAttribute('dir', 'rtl');
      expect(field(label)).toHaveAttribute('lang', 'ar');
    }
    // The English fields stay left to right.
    expect(field('Title')).not.toHaveAttribute('dir');

    setText('Arabic Title', '  هودي سرب العيون  ');
    setText('Arabic Description', '   ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Toxic Drip Hoodie',
      titleAr: 'هودي سرب العيون',
      descriptionAr: null,
    });
  });

  it('shows a draft with its status switch off, and publishes it when switched on', async () => {
    const calls = mockApi({
      'PUT /api/admin/products/p1': ({ body }) => ({ body: { ...product, ...(body as object) } }),
    });
    const { onClose } = renderForm({ ...product, status: 'draft' });
    const status = screen.getByRole('switch', { name: 'Status' });
    expect(status).not.toBeChecked();
    expect(within(status).getByText('Draft')).toBeInTheDocument();
    fireEvent.click(status);
    expect(status).toBeChecked();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'active' });
  });

  it('puts a server error on the Arabic title on its field', async () => {
    const message = 'Arabic title must be at most 150 characters';
    const calls = mockApi({
      'PUT /api/admin/products/p1': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message, errors: { titleAr: message } },
      },
    });
    renderForm(product);
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const item = field('Arabic Title').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(message)).toBeInTheDocument();
  });

  it('puts a taken SKU on the SKU field by its code, whatever the message says', async () => {
    const calls = mockApi({
      'PUT /api/admin/products/p1': {
        status: 409,
        body: { statusCode: 409, code: 'SKU_TAKEN', message: 'Somebody has that one' },
      },
    });
    renderForm(product);
    save();

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const skuItem = field('SKU').closest('.ant-form-item') as HTMLElement;
    expect(await within(skuItem).findByText('Somebody has that one')).toBeInTheDocument();
    const slugItem = field('Slug').closest('.ant-form-item') as HTMLElement;
    expect(within(slugItem).queryByText('Somebody has that one')).toBeNull();
  });

  it('falls back to the contract message when the server gives none', async () => {
    mockApi({ 'PUT /api/admin/products/p1': { status: 500, body: {} } });
    renderForm(product);
    save();
    expect(await screen.findByText(ADMIN_TEXT.failedUpdateProduct)).toBeInTheDocument();
  });
});

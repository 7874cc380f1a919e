import { mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { CategoryFormModal } from './CategoryFormModal';

jest.setTimeout(60_000);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('CategoryFormModal', () => {
  it('fills the slug from the name in upper case when creating, and saves', async () => {
    const calls = mockApi({
      'POST /api/admin/categories': ({ body }) => ({
        status: 201,
        body: { id: 'c9', ...(body as object) },
      }),
    });
    const onClose = jest.fn();
    renderAdmin(<CategoryFormModal open category={null} onClose={onClose} />);
    expect(screen.getByText('Add New Category')).toBeInTheDocument();

    setText('Name', 'Glow Gear');
    // Never a space in a slug: the name's spaces become hyphens.
    expect(field('Slug').value).toBe('GLOW-GEAR');
    // A typed slug is upper-cased too, a typed space a hyphen.
    setText('Slug', 'glow gear');
    expect(field('Slug').value).toBe('GLOW-GEAR');
    setText('Slug', 'glow-gear');
    expect(field('Slug').value).toBe('GLOW-GEAR');

    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Glow Gear',
      slug: 'GLOW-GEAR',
      nameAr: null,
    });
    expect(await screen.findByText(ADMIN_TEXT.categoryCreated)).toBeInTheDocument();
  });

  it('leaves the slug alone when editing', async () => {
    const calls = mockApi({
      'PUT /api/admin/categories/c1': ({ body }) => ({ body: { id: 'c1', ...(body as object) } }),
    });
    renderAdmin(
      <CategoryFormModal
        open
        category={{ id: 'c1', name: 'Hoodies', slug: 'HOODIES', nameAr: 'هوديز' }}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('Edit Category')).toBeInTheDocument();
    // The Arabic name is shown in the edit dialog, in a right-to-left Arabic input.
    expect(field('Arabic Name').value).toBe('هوديز');
    expect(field('Arabic Name')).toHaveAttribute('dir', 'rtl');
    expect(field('Arabic Name')).toHaveAttribute('lang', 'ar');
    setText('Name', 'Hoodies & Zips');
    setText('Arabic Name', '  هوديز وسحابات ');
    expect(field('Slug').value).toBe('HOODIES');

    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Hoodies & Zips',
      slug: 'HOODIES',
      nameAr: 'هوديز وسحابات',
    });
    expect(await screen.findByText(ADMIN_TEXT.categoryUpdated)).toBeInTheDocument();
  });

  it('refuses an over-long Arabic name with the API message', async () => {
    const calls = mockApi({});
    renderAdmin(<CategoryFormModal open category={null} onClose={jest.fn()} />);
    setText('Name', 'Bags');
    // maxLength stops typing; a paste of more is still checked by the rule.
    fireEvent.change(field('Arabic Name'), { target: { value: 'ش'.repeat(61) } });
    save();
    expect(
      await screen.findByText('Arabic name must be at most 60 characters'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('requires a name and a slug', async () => {
    const calls = mockApi({});
    renderAdmin(<CategoryFormModal open category={null} onClose={jest.fn()} />);
    save();
    expect(await screen.findByText(MSG.categoryNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.slugRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a 409 from the API as the Error toast with its message', async () => {
    mockApi({
      'POST /api/admin/categories': {
        status: 409,
        body: { statusCode: 409, code: 'CATEGORY_SLUG_TAKEN', message: MSG.categorySlugTaken },
      },
    });
    const onClose = jest.fn();
    renderAdmin(<CategoryFormModal open category={null} onClose={onClose} />);
    setText('Name', 'Hoodies');
    save();
    expect(await screen.findByText(MSG.categorySlugTaken)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@freakdrop/contract';
import { CategoriesPage } from './CategoriesPage';

jest.setTimeout(60_000);

describe('CategoriesPage', () => {
  it('confirms a delete with the contract text and shows a 409 as the Error toast', async () => {
    const calls = mockApi({
      'GET /api/categories': { body: [{ id: 'c1', name: 'Hoodies', slug: 'HOODIES' }] },
      'DELETE /api/admin/categories/c1': {
        status: 409,
        body: { statusCode: 409, code: 'CATEGORY_IN_USE', message: MSG.categoryInUse(3) },
      },
    });
    renderAdmin(<CategoriesPage />);
    expect(await screen.findByText('Categories Management')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hoodies' }));
    expect(
      await screen.findByText('Are you sure you want to delete "Hoodies"? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.categoryInUse(3))).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows the empty state with its button', async () => {
    mockApi({ 'GET /api/categories': { body: [] } });
    renderAdmin(<CategoriesPage />);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Category' }));
    expect(await screen.findByText('Add New Category')).toBeInTheDocument();
  });
});

/** Toasts: one at a time, gone after 5 seconds. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LIMITS } from '@freakdrop/contract';
import { ToastProvider, useToast } from './Toast';

function Raise() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', variant: 'error' })}>second</button>
    </>
  );
}

it('shows at most one toast and closes it after 5 seconds', () => {
  jest.useFakeTimers();
  try {
    render(
      <MemoryRouter>
        <ToastProvider>
          <Raise />
        </ToastProvider>
      </MemoryRouter>,
    );
    act(() => screen.getByText('first').click());
    expect(screen.getByRole('status')).toHaveTextContent('Firstone');
    act(() => jest.advanceTimersByTime(LIMITS.toastMs - 1000));
    act(() => screen.getByText('second').click());
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(LIMITS.toastMs - 1));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

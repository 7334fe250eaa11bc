/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary, { errorChain } from '../../src/theme/ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  const [, rerender] = useState(0);
  if (shouldThrow) throw new Error('Could not read the sidebar', { cause: new Error('sidebar.yaml is missing') });
  return <p onClick={() => rerender(1)}>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows the crash page with the error chain, and Try again renders again', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed' })).toBeInTheDocument();
    expect(document.title).toBe('Page Error');
    expect(screen.getByText(/Could not read the sidebar\s+Cause:\s+sidebar\.yaml is missing/)).toBeInTheDocument();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('errorChain joins causes with "Cause:"', () => {
    expect(errorChain(new Error('a', { cause: new Error('b', { cause: 'c' }) }))).toBe('a\n\nCause:\nb\n\nCause:\nc');
  });
});

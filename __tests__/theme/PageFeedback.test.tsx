/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import PageFeedback from '../../src/theme/PageFeedback';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

const posted = (call: number) => Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[call][1].body as string));

describe('PageFeedback', () => {
  it('posts the answer to the Netlify form, thanks the reader in the same box and offers a comment', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    render(<PageFeedback page="/docs/api/" />);
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No' })));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/', expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
    expect(posted(0)).toEqual({ 'form-name': 'page-feedback', 'bot-field': '', page: '/docs/api/', helpful: 'no', comment: '' });

    fireEvent.change(screen.getByLabelText('What could we improve? (optional)'), { target: { value: 'Show the auth header.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(posted(1)).toMatchObject({ page: '/docs/api/', helpful: 'no', comment: 'Show the auth header.' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
  });

  it('still thanks the reader when the post fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<PageFeedback page="/docs/x/" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import FallbackNotice from '../../src/theme/FallbackNotice';

describe('FallbackNotice', () => {
  it('says an outdated translation may be outdated and links to the English page', () => {
    render(<FallbackNotice locale="de-DE" translated outdated englishRoute="/docs/user-guides/klipper-setup/" />);
    expect(screen.getByRole('note')).toHaveTextContent('This translation may be outdated');
    expect(screen.getByRole('link', { name: 'Read the English page' })).toHaveAttribute('href', '/docs/user-guides/klipper-setup/');
  });

  it('says nothing on a current translation or in English, and names the fallback on an untranslated page', () => {
    const { container, rerender } = render(<FallbackNotice locale="de-DE" translated outdated={false} englishRoute="/docs/x/" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FallbackNotice locale="en" translated={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FallbackNotice locale="fr-FR" translated={false} />);
    expect(screen.getByRole('note')).toHaveTextContent('This page is not translated yet');
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import TOC, { limitToc } from '../../src/theme/TOC';

const tree = [
  {
    url: '#install',
    title: 'Install',
    items: [{ url: '#ssh', title: 'SSH in', items: [{ url: '#deep', title: 'Too deep' }] }],
  },
  { items: [{ url: '#orphan', title: 'Orphan h3' }] },
];

describe('TOC', () => {
  it('keeps h2 and h3 only', () => {
    expect(limitToc(tree)).toEqual([
      { url: '#install', title: 'Install', items: [{ url: '#ssh', title: 'SSH in', items: [] }] },
      { url: '#orphan', title: 'Orphan h3', items: [] },
    ]);
  });

  it('renders links to the headings and nothing when empty', () => {
    const { container, rerender } = render(<TOC items={limitToc(tree)} />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SSH in' })).toHaveAttribute('href', '#ssh');
    expect(screen.queryByText('Too deep')).toBeNull();
    rerender(<TOC items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

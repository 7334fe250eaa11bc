/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import DraftBanner from '../../src/theme/DraftBanner';

describe('DraftBanner', () => {
  it('marks a draft as shown by npm run develop only', () => {
    render(<DraftBanner draft />);
    expect(screen.getByRole('note')).toHaveTextContent('Draft This page is a draft: it is shown by npm run develop only');
  });

  it('gives a scheduled post its publication date', () => {
    render(<DraftBanner scheduled="2030-01-01" />);
    expect(screen.getByRole('note')).toHaveTextContent('Scheduled This post is dated 2030-01-01: production builds publish it from that day on.');
  });

  it('says nothing on a published page', () => {
    const { container } = render(<DraftBanner draft={false} scheduled={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

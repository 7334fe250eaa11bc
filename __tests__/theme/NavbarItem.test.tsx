/** @jest-environment jsdom */
import { act, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import LayoutProvider from '../../src/theme/Layout/Provider';
import NavbarItems, { NavbarItem } from '../../src/theme/NavbarItem';
import Navbar from '../../src/theme/Navbar';
import type { NavbarItemConfig } from '../../src/config/site';
import { DOCS_PREFERRED_VERSION_KEY } from '../../src/lib/docs/versions';
import { errorChain } from '../../src/theme/ErrorBoundary';

// On the site every navbar item renders inside the layout's providers (locale, docs version, …).
const render = (ui: ReactElement) => renderBare(ui, { wrapper: ({ children }) => <LayoutProvider locale="en">{children}</LayoutProvider> });

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <pre data-testid="caught">{errorChain(this.state.error)}</pre> : this.props.children;
  }
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('NavbarItem: one component per type', () => {
  const render1 = (item: NavbarItemConfig, pathname = '/blog/', extra: { activeSidebar?: string | null } = {}) =>
    render(<NavbarItem item={item} pathname={pathname} {...extra} />);

  it('default: an internal link in the current locale, or an external one', () => {
    render1({ label: 'Blog', to: '/blog/', activeBasePath: '/blog/' }, '/de-DE/blog/page/2/');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('navbar__item', 'navbar__link', 'navbar__link--active');
    render1({ label: 'Pricing', href: 'https://www.obico.io/pricing/', target: '_blank' });
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', 'https://www.obico.io/pricing/');
    expect(pricing).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pricing).not.toHaveClass('navbar__link--active');
  });

  it('default with prependBaseUrlToHref joins the base URL', () => {
    render1({ label: 'Feed', href: 'blog/rss.xml', prependBaseUrlToHref: true });
    expect(screen.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('dropdown: a button that opens a menu of its items; active when one of them is', () => {
    render1({ type: 'dropdown', label: 'Community', items: [{ label: 'Stories', to: '/blog/tags/community/' }, { label: 'Discord', href: 'https://obico.io/discord' }] }, '/blog/tags/community/');
    const trigger = screen.getByRole('button', { name: 'Community' });
    expect(trigger).toHaveClass('navbar__link--active');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger.parentElement).toHaveClass('dropdown--show');
    expect(screen.getByRole('link', { name: 'Stories' })).toHaveClass('dropdown__link', 'dropdown__link--active');
  });

  it('localeDropdown: the languages, the current one marked', () => {
    render1({ type: 'localeDropdown' }, '/docs/');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveClass('dropdown__link--active');
  });

  it('search: the search button, named by its visible text, a link to the search page before the page runs', () => {
    render1({ type: 'search' });
    const button = screen.getByRole('button', { name: 'Search Ctrl K' });
    expect(button).toHaveAttribute('href', '/search/');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('html: the raw markup', () => {
    const { container } = render1({ type: 'html', html: '<span class="badge">Beta</span>' });
    expect(container.querySelector('.navbar__item .badge')).toHaveTextContent('Beta');
  });

  it('doc: a link to the doc id route', () => {
    render1({ type: 'doc', docId: 'api/index', label: 'Client API' }, '/docs/api/');
    const link = screen.getByRole('link', { name: 'Client API' });
    expect(link).toHaveAttribute('href', '/docs/api/');
    expect(link).toHaveClass('navbar__link--active');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('docSidebar: a link to the first doc of the sidebar, active on its pages', () => {
    render1({ type: 'docSidebar', sidebarId: 'developerSidebar', label: 'Self-hosting' }, '/docs/server-guides/install/', { activeSidebar: 'developerSidebar' });
    const link = screen.getByRole('link', { name: 'Self-hosting' });
    expect(link).toHaveAttribute('href', '/docs/server-guides/');
    expect(link).toHaveClass('navbar__link--active');
  });

  it('docsVersion: a link to the main doc of the preferred version, labelled with it', () => {
    render1({ type: 'docsVersion' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/docs/user-guides/getting-started/');
  });

  it('docsVersionDropdown: lists the versions and remembers the choice in localStorage', () => {
    render1({ type: 'docsVersionDropdown' }, '/docs/api/');
    const trigger = screen.getByRole('button', { name: 'Docs version: Next' });
    expect(trigger).toHaveClass('navbar__link--active');
    const version = screen.getByRole('link', { name: 'Next' });
    // Choosing the version of the page being read keeps the page.
    expect(version).toHaveAttribute('href', '/docs/api/');
    expect(localStorage.getItem(DOCS_PREFERRED_VERSION_KEY)).toBeNull();
    fireEvent.click(version);
    expect(localStorage.getItem(DOCS_PREFERRED_VERSION_KEY)).toBe('current');
  });

  it('an unknown type throws, and through NavbarItems the error names the item config', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { type: 'docsSidebar', label: 'Typo' } as unknown as NavbarItemConfig;
    expect(() => render(<NavbarItem item={bad} pathname="/" />)).toThrow('No NavbarItem component found for type "docsSidebar".');
    render(
      <Catch>
        <NavbarItems items={[{ label: 'Fine', to: '/blog/' }, bad]} pathname="/" />
      </Catch>,
    );
    const message = screen.getByTestId('caught').textContent ?? '';
    expect(message).toContain('A navbar item failed to render');
    expect(message).toContain('"type": "docsSidebar"');
    expect(message).toMatch(/Cause:\s+No NavbarItem component found for type "docsSidebar"\./);
  });

  it('a doc sidebar item naming a missing sidebar fails with its config', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <NavbarItems items={[{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }]} pathname="/" />
      </Catch>,
    );
    expect(screen.getByTestId('caught')).toHaveTextContent(/"sidebarId": "apiSidebar".*Cause:.*names the sidebar "apiSidebar", which does not exist/s);
  });
});

describe('mobile rendering', () => {
  it('a dropdown section is collapsed unless one of its items is active, and toggles', () => {
    const items: NavbarItemConfig[] = [
      { type: 'dropdown', label: 'Product', items: [{ label: 'Klipper', to: '/docs/user-guides/klipper-setup/' }] },
      { type: 'dropdown', label: 'Community', items: [{ label: 'Stories', to: '/blog/tags/community/' }] },
    ];
    render(
      <ul>
        <NavbarItems items={items} pathname="/docs/user-guides/klipper-setup/" mobile />
      </ul>,
    );
    const product = screen.getByRole('button', { name: 'Product' });
    const community = screen.getByRole('button', { name: 'Community' });
    expect(product).toHaveAttribute('aria-expanded', 'true');
    expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Klipper' })).toHaveClass('menu__link', 'menu__link--active');
    expect(screen.queryByRole('link', { name: 'Stories' })).toBeNull(); // display: none
    fireEvent.click(community);
    expect(community).toHaveAttribute('aria-expanded', 'true');
    expect(within(community.closest('li') as HTMLElement).getByRole('link', { name: 'Stories', hidden: true })).toBeInTheDocument();
  });
});

describe('dropdown keyboard and outside events', () => {
  const items: NavbarItemConfig[] = [{ type: 'dropdown', label: 'About', items: [{ label: 'About us', href: 'https://www.obico.io/about-us/' }, { label: 'Contact', to: '/contact/' }] }];

  it('ArrowDown opens on the first item, arrows move, Escape closes and returns focus', () => {
    render(<NavbarItems items={items} pathname="/" />);
    const trigger = screen.getByRole('button', { name: 'About' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it.each(['mousedown', 'touchstart', 'focusin'] as const)('a %s outside closes it; inside does not', (type) => {
    render(
      <>
        <NavbarItems items={items} pathname="/" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'About' });
    fireEvent.click(trigger);
    act(() => {
      screen.getByRole('link', { name: 'Contact' }).dispatchEvent(new Event(type, { bubbles: true }));
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      screen.getByRole('button', { name: 'Elsewhere' }).dispatchEvent(new Event(type, { bubbles: true }));
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Navbar', () => {
  it('renders the configured items in their groups and adds a search button when none is configured', () => {
    const { container, unmount } = render(<Navbar pathname="/blog/" onOpenMenu={() => undefined} items={[{ label: 'Blog', to: '/blog/', position: 'left' }, { label: 'Log in', href: 'https://app.obico.io/accounts/login/' }]} />);
    expect(container.querySelector('.navbar__items:not(.navbar__items--right)')).toHaveTextContent('Blog');
    expect(container.querySelector('.navbar__items--right')).toHaveTextContent('Log in');
    expect(screen.getAllByRole('button', { name: 'Search Ctrl K' })).toHaveLength(1);
    unmount();
    render(<Navbar pathname="/blog/" onOpenMenu={() => undefined} items={[{ type: 'search', position: 'left' }]} />);
    // The configured one, on the left; no second button on the right.
    const buttons = screen.getAllByRole('button', { name: 'Search Ctrl K' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0].closest('.navbar__items--right')).toBeNull();
  });

  it('the site config: Docs is active on a doc page, and its User guides entry on the guide sidebar', () => {
    render(<Navbar pathname="/docs/user-guides/klipper-setup/" onOpenMenu={() => undefined} activeSidebar="guideSidebar" />);
    expect(screen.getByRole('button', { name: 'Docs' })).toHaveClass('navbar__link--active');
    expect(screen.getByRole('button', { name: 'Community' })).not.toHaveClass('navbar__link--active');
    expect(screen.getByRole('link', { name: 'User guides' })).toHaveClass('dropdown__link--active');
    expect(screen.getByRole('link', { name: 'Self-hosted server' })).not.toHaveClass('dropdown__link--active');
  });
});

/** @jest-environment jsdom */
/**
 * The site's shared state (colour mode, announcement, locale, docs version): each hook needs its provider, a
 * change made in another tab reaches this one, and nothing breaks when storage is unavailable or before hydration.
 */
import { TextDecoder, TextEncoder } from 'util';
import { Profiler, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import LayoutProvider from '../../src/theme/Layout/Provider';
import ColorModeToggle from '../../src/theme/ColorModeToggle';
import AnnouncementBar from '../../src/theme/AnnouncementBar';
import Link from '../../src/theme/LocaleLink';
import LocaleDropdown from '../../src/theme/LocaleDropdown';
import { NavbarItem } from '../../src/theme/NavbarItem';
import { LocaleProvider } from '../../src/contexts/locale';
import { DocsPreferredVersionProvider } from '../../src/contexts/docsPreferredVersion';
import { resetStorageWarning } from '../../src/lib/storage';
import type { DocsVersion } from '../../src/lib/docs/versions';
import { siteConfig } from '../../src/config/site';

// react-dom/server's browser build needs them when it loads (hence require, after this); jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const html = document.documentElement;
const ANNOUNCEMENT_ID = siteConfig.announcementBar.id;

/** What the inline scripts leave on <html> before the bundle runs, for a visitor with no stored choice. */
function resetPage() {
  localStorage.clear();
  html.setAttribute('data-theme', siteConfig.colorMode.defaultMode);
  html.setAttribute('data-announcement-bar-initially-dismissed', 'false');
}

/** A write made by another tab: this tab sees the new value and gets a `storage` event. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

/** Counts the commits of its subtree: one per update that reached it. */
function Commits({ children, count }: { children: ReactNode; count: { value: number } }) {
  return (
    <Profiler id="state" onRender={() => (count.value += 1)}>
      {children}
    </Profiler>
  );
}

/** Renders `children` in the site's providers (or those `wrap` gives) and returns the count of their commits. */
function renderCounting(children: ReactNode, wrap = (tree: ReactNode) => <LayoutProvider locale="en">{tree}</LayoutProvider>) {
  const commits = { value: 0 };
  render(wrap(<Commits count={commits}>{children}</Commits>));
  return commits;
}

const TWO_VERSIONS: DocsVersion[] = [
  { name: 'current', label: 'Next', path: '/docs/next/', isLast: false, mainDocRoute: '/docs/next/intro/' },
  { name: '1.x', label: '1.x', path: '/docs/', isLast: true, mainDocRoute: '/docs/intro/' },
];

beforeEach(() => {
  jest.restoreAllMocks();
  resetPage();
  resetStorageWarning();
});

describe('each state hook needs its provider', () => {
  beforeEach(() => {
    // React reports the render error on the console as well.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('the colour switch outside <ColorModeProvider>', () => {
    expect(() => render(<ColorModeToggle />)).toThrow('useColorMode() must be used inside <ColorModeProvider>');
  });

  it('the announcement outside <AnnouncementBarProvider>', () => {
    expect(() => render(<AnnouncementBar />)).toThrow('useAnnouncementBar() must be used inside <AnnouncementBarProvider>');
  });

  it('a link outside <LocaleProvider>, instead of silently pointing to the English page', () => {
    expect(() => render(<Link to="/docs/">Docs</Link>)).toThrow('useLocale() must be used inside <LocaleProvider>');
  });

  it('a docs version item outside <DocsPreferredVersionProvider>', () => {
    expect(() =>
      render(
        <LocaleProvider locale="en">
          <NavbarItem item={{ type: 'docsVersion' }} pathname="/blog/" />
        </LocaleProvider>,
      ),
    ).toThrow('useDocsPreferredVersion() must be used inside <DocsPreferredVersionProvider>');
  });
});

describe('the locale provider', () => {
  it('links stay in the page locale, and the language menu lists the provided locales with the current one marked', () => {
    render(
      <LocaleProvider locale="de-DE" locales={['en', 'de-DE']}>
        <Link to="/docs/user-guides/klipper-setup/#step-1">Klipper</Link>
        <LocaleDropdown pathname="/de-DE/docs/api/" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Klipper' })).toHaveAttribute('href', '/de-DE/docs/user-guides/klipper-setup/#step-1');
    expect(screen.getByRole('button', { name: 'Language: Deutsch' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /English|Deutsch/ }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/docs/api/'],
      ['Deutsch', '/de-DE/docs/api/'],
    ]);
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveClass('dropdown__link--active');
  });
});

describe('a change in another tab', () => {
  it('all the providers share one storage listener on the window', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const { unmount } = render(
      <LayoutProvider locale="en">
        <ColorModeToggle />
        <AnnouncementBar />
      </LayoutProvider>,
    );
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    const remove = jest.spyOn(window, 'removeEventListener');
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });

  it('switches the colour mode here, with one update', () => {
    const commits = renderCounting(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: /currently dark mode/ });
    const before = commits.value;
    otherTabWrites('theme', 'light');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(toggle).toHaveAccessibleName(/currently light mode/);
    expect(commits.value - before).toBe(1);
    // A key the colour mode does not use changes nothing.
    otherTabWrites('some-other-key', 'x');
    expect(commits.value - before).toBe(1);
    // The other tab clears its choice: back to the default (no system preference in this browser).
    otherTabWrites('theme', null);
    expect(html).toHaveAttribute('data-theme', siteConfig.colorMode.defaultMode);
    expect(commits.value - before).toBe(2);
  });

  it('closes the announcement here, with one update, and shows it again when the storage is cleared', () => {
    const commits = renderCounting(<AnnouncementBar />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(localStorage.getItem('announcement.id')).toBe(ANNOUNCEMENT_ID);
    const before = commits.value;
    otherTabWrites('announcement.dismissed', 'true');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    expect(commits.value - before).toBe(1);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
    expect(commits.value - before).toBe(2);
  });

  it('follows the docs version chosen there, with one update', () => {
    const commits = renderCounting(<NavbarItem item={{ type: 'docsVersion' }} pathname="/blog/" />, (tree) => (
      <LocaleProvider locale="en">
        <DocsPreferredVersionProvider versions={TWO_VERSIONS}>{tree}</DocsPreferredVersionProvider>
      </LocaleProvider>
    ));
    expect(screen.getByRole('link', { name: '1.x' })).toHaveAttribute('href', '/docs/intro/');
    const before = commits.value;
    otherTabWrites('docs-preferred-version-default', 'current');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/docs/next/intro/');
    expect(commits.value - before).toBe(1);
  });
});

describe('storage unavailable', () => {
  it('the switch, the announcement and the version menu still work for the page, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(
      <LayoutProvider locale="en">
        <ColorModeToggle />
        <AnnouncementBar />
        <NavbarItem item={{ type: 'docsVersionDropdown' }} pathname="/docs/api/" />
      </LayoutProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /currently dark mode/ }));
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: /currently light mode/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    // The page stays put: jsdom cannot follow the link, and would report it later, during another test.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable/);
  });
});

describe('hydration', () => {
  it('the first client render matches the server HTML for a visitor with stored choices; the choices apply after it', async () => {
    const tree = (
      <LayoutProvider locale="en">
        <ColorModeToggle />
        <AnnouncementBar />
        <NavbarItem item={{ type: 'docsVersion' }} pathname="/blog/" />
      </LayoutProvider>
    );
    // The build renders with no visitor, then the visitor's browser runs the inline scripts on their choices.
    const serverHtml = renderToString(tree);
    localStorage.setItem('theme', 'light');
    localStorage.setItem('announcement.id', ANNOUNCEMENT_ID);
    localStorage.setItem('announcement.dismissed', 'true');
    html.setAttribute('data-theme', 'light');
    html.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const error = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (reason) => recoverable.push(reason) });
    });
    expect(error).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(container.querySelector('.color-mode-toggle')).toHaveAccessibleName(/currently light mode/);
    expect(container.querySelector('.announcement-bar')).toBeNull();
    container.remove();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import CodeBlock from '../../src/theme/CodeBlock';

const HIGHLIGHTED =
  '<span class="code-line"><span class="code-prompt" data-no-copy="">$ </span>cd ~/moonraker-obico</span>\n<span class="code-line"><span class="token function">./install.sh</span></span>';
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => jest.useRealTimers());

const click = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};

describe('code block copy button', () => {
  it('copies the code without prompts, says Copied in the button and the live region, then its name again', async () => {
    writeText.mockResolvedValue();
    render(<CodeBlock data-highlighted={HIGHLIGHTED} data-language="bash" />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('cd ~/moonraker-obico\n./install.sh');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('works on markup that no React root owns (server HTML before hydration): one listener serves every block', async () => {
    writeText.mockResolvedValue();
    // The markup React renders, as plain HTML that no React root owns.
    const { container, unmount } = render(
      <>
        <CodeBlock data-highlighted="<span>first</span>" data-language="text" />
        <CodeBlock data-highlighted="<span>second</span>" data-language="text" />
      </>,
    );
    const html = container.innerHTML;
    unmount();
    document.body.innerHTML = html;
    const buttons = screen.getAllByRole('button', { name: 'Copy code' });
    await click(buttons[1]);
    expect(writeText).toHaveBeenLastCalledWith('second');
    expect(buttons.map((button) => button.textContent)).toEqual(['Copy code', 'Copied']);
    document.body.innerHTML = '';
  });

  it('falls back to a selected textarea when the Clipboard API refuses, and stays silent when that fails too', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CodeBlock data-highlighted="<span>sudo reboot</span>" data-language="bash" />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    execCommand.mockReturnValue(false);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

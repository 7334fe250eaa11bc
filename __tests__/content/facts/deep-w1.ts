/**
 * Product-fact rules from the deep pass over the self-hosting guides (batch w1, issue 24), November 2026: install,
 * configure, configure-octoprint-plugin, configure-mobile-app, ops, faqs, hardware-requirements, server-addresses and
 * tunnel under docs/server-guides/. Each rule names a claim a page made that the code (obico-server 49c0bc7) or a
 * well-known third-party fact shows is wrong. The log is docs/audit/deep-w1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w1-send-test-email-button',
    scope: 'all',
    why: '"Send test email" is no button of the web app: it is a Django admin action on the Users list (obico-server backend/app/admin.py:20-31, actions = [send_test_email] at :54; the description Django derives from the function name), run by ticking a user, choosing it in the Action menu and clicking Go. The web app has only "Test Notifications" per channel (frontend/src/i18n/locales/en.json:478)',
    find: (line) => first(/\bpress (?:\*\*|")Send test email(?:\*\*|")/i, line),
  },
  {
    id: 'deep-w1-mobile-away-needs-reverse-proxy',
    scope: 'all',
    why: 'a phone away from home reaches a self-hosted server through any route into the home network: a reverse proxy is one, a VPN into the home network another; nothing in the app or server requires a reverse proxy (the app only needs a reachable server URL, website/docs/server-guides/configure-mobile-app.md)',
    find: (line) => first(/server must be exposed through a reverse proxy/i, line),
  },
  {
    id: 'deep-w1-rk3588-builds-model',
    scope: 'all',
    why: 'docker-compose-rk3588.yml builds no model: it builds ml_api with IMAGE_TAG_SUFFIX -rk3588 (base image with librknnrt and rknn-toolkit-lite2, ml_api/Dockerfile.base_rk3588) and passes /dev/dri and /dev/mpp_service to the container; the model itself is downloaded already converted to RKNN (ml_api/Dockerfile: model-weights.rknn)',
    find: (line) => first(/builds the detection model for the board's NPU/i, line),
  },
  {
    id: 'deep-w1-avahi-preinstalled-arch',
    scope: 'all',
    why: 'avahi is not part of an Arch Linux base installation (package "avahi", installed on demand), nor of Debian or Ubuntu server/minimal installations (package "avahi-daemon"); only desktop installations usually bring it',
    find: (line) => first(/(?:comes |is )?preinstalled on Ubuntu, Debian, Arch/i, line),
  },
  {
    id: 'deep-w1-avahi-hostname-option',
    scope: 'all',
    why: 'the option of avahi-daemon.conf that sets the announced name is host-name (in [server]), not hostname (avahi-daemon.conf(5))',
    find: (line) => (/avahi|same file/i.test(line) ? first(/\bset `hostname`/, line) : null),
  },
  {
    id: 'deep-w1-bonjour-only-itunes',
    scope: 'all',
    why: 'iTunes is not the only way to get Bonjour on Windows: Apple also offers the stand-alone "Bonjour Print Services for Windows" installer',
    find: (line) => first(/only bundled way to get it is to install \*\*Apple iTunes\*\*/i, line),
  },
  {
    id: 'deep-w1-macos-settings-network-ip',
    scope: 'all',
    why: 'macOS has no app called "Settings": it is System Settings (macOS 13 and later) or System Preferences (12 and older); on System Settings the IP address is under Network > Wi-Fi/Ethernet > Details > TCP/IP, not under the status',
    find: (line) => first(/Open \*\*Settings\*\*, then \*\*Network\*\*\. Under the Wi-Fi/, line),
  },
  {
    id: 'deep-w1-octoprint-wizard-asks-name',
    scope: 'all',
    why: 'the Obico for OctoPrint wizard asks no printer name: after the code verifies it goes to step 5, "OctoPrint Linked Successfully!" with a Close button (OctoPrint-Obico b8aa6ba templates/obico_wizard.jinja2:280-295, static/js/ObicoWizard.js:213-216). The name is asked by the server page that showed the code, which moves on to AddPrinterSuccessPage ("Give your printer a shiny name.", obico-server frontend/src/views/printer-wizard/PrinterLinkingPage.vue:344-350, AddPrinterSuccessPage.vue:13-36)',
    find: (line) => first(/OctoPrint links to your server\. Give the printer a name when asked/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/server-guides/faqs.mdx', '   Leave this running, press **Send test email** again, and read the error that appears. Authentication errors point to the username or password; connection errors point to the host, port or TLS setting.', 'deep-w1-send-test-email-button'],
    ['docs/server-guides/faqs.mdx', '## Why do I get an HTTP 500 error when I press "Send test email"?', 'deep-w1-send-test-email-button'],
    ['docs/server-guides/configure-mobile-app.mdx', '- **The phone must be able to reach the server.** On your home Wi-Fi that usually just works. To use the app away from home, the server must be exposed through a reverse proxy (see [Advanced Topics](/docs/server-guides/advanced/)).', 'deep-w1-mobile-away-needs-reverse-proxy'],
    ['docs/server-guides/hardware-requirements.mdx', "For an RK3588 board, the repository has an extra Compose file, `docker-compose-rk3588.yml`, that builds the detection model for the board's NPU. Start the server with both files instead of the plain `docker compose up -d` of the installation guide:", 'deep-w1-rk3588-builds-model'],
    ['docs/server-guides/server-addresses.mdx', 'Linux uses **avahi-daemon** for mDNS. It comes preinstalled on Ubuntu, Debian, Arch and Red Hat. Make sure it is enabled and running:', 'deep-w1-avahi-preinstalled-arch'],
    ['docs/server-guides/server-addresses.mdx', "In the same file you can also set `hostname` if you want a different name than the system's. Then restart the service:", 'deep-w1-avahi-hostname-option'],
    ['docs/server-guides/server-addresses.mdx', "Windows needs Apple's Bonjour service for this. The only bundled way to get it is to install **Apple iTunes**, which installs Bonjour along with it.", 'deep-w1-bonjour-only-itunes'],
    ['docs/server-guides/server-addresses.mdx', 'Open **Settings**, then **Network**. Under the Wi-Fi (or Ethernet) status you will find the **IPv4** address.', 'deep-w1-macos-settings-network-ip'],
    ['docs/server-guides/configure-octoprint-plugin.mdx', '6. OctoPrint links to your server. Give the printer a name when asked.', 'deep-w1-octoprint-wizard-asks-name'],
  ],
  right: [
    ['docs/server-guides/faqs.mdx', '   Leave this running, run the **Send test email** action again, and read the error that appears. Authentication errors point to the username or password; connection errors point to the host, port or TLS setting.'],
    ['docs/server-guides/faqs.mdx', '## Why do I get an HTTP 500 error when I run "Send test email"?'],
    ['docs/server-guides/configure-mobile-app.mdx', '- **The phone must be able to reach the server.** On your home Wi-Fi that usually just works. To use the app away from home, the phone needs a way in from outside: either expose the server through a reverse proxy (see [Advanced Topics](/docs/server-guides/advanced/)) or connect the phone to your home network over a VPN.'],
    ['docs/server-guides/hardware-requirements.mdx', "For an RK3588 board, the repository has an extra Compose file, `docker-compose-rk3588.yml`, that builds the `ml_api` service on a base image with Rockchip's NPU runtime and gives the container access to the NPU, so the detection model runs there instead of on the CPU. Start the server with both files instead of the plain `docker compose up -d` of the installation guide:"],
    ['docs/server-guides/server-addresses.mdx', 'Linux uses **avahi-daemon** for mDNS. Desktop installations of Ubuntu and Debian usually include it; on server or minimal installations and on Arch you may have to install it first with your package manager (the package is `avahi-daemon` on Debian and Ubuntu, `avahi` on Arch and Fedora). Make sure it is enabled and running:'],
    ['docs/server-guides/server-addresses.mdx', "In the same file you can also set `host-name` (in the `[server]` section) if you want a different name than the system's. Then restart the service:"],
    ['docs/server-guides/server-addresses.mdx', "Windows needs Apple's Bonjour service for this. One way to get it is to install **Apple iTunes**, which installs Bonjour along with it."],
    ['docs/server-guides/server-addresses.mdx', "Open **System Settings** (**System Preferences** on macOS 12 and older), then **Network**. On recent macOS, select Wi-Fi (or Ethernet), click **Details** and open **TCP/IP** to find the **IP address**; on older versions it is shown under the connection's status."],
    ['docs/server-guides/configure-octoprint-plugin.mdx', '6. OctoPrint links to your server and the wizard shows **OctoPrint Linked Successfully!** The wizard asks no printer name: the browser page on your server that showed the code now reports the link and lets you give the printer a name.'],
  ],
};

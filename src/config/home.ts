/** The home page's cards. */
export const homeSections = [
  { to: '/docs/user-guides/getting-started/', title: 'User guides', text: 'Link your OctoPrint or Klipper printer, set up webcam streaming and failure detection.' },
  { to: '/docs/server-guides/', title: 'Self-hosted server', text: 'Run the open-source Obico server on your own hardware.' },
  { to: '/docs/api/', title: 'Client API', text: 'Endpoints and websocket messages for printer agents and integrations.' },
  { to: '/blog/', title: 'Blog', text: 'Printing tips, calibration guides, remote access how-tos and product news.' },
];

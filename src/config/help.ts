/** The help center's featured guides: the routes printer owners ask about most. */
export const featuredGuides: string[] = [
  '/docs/user-guides/getting-started/',
  '/docs/user-guides/klipper-setup/',
  '/docs/user-guides/octoprint-plugin-setup/',
  '/docs/user-guides/how-to-test-failure-detection/',
  '/docs/user-guides/webcam-feed-is-not-showing/',
  '/docs/user-guides/troubleshoot-server-connection-issues/',
];

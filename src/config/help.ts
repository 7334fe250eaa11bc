/** The help center's featured guides: the routes printer owners ask about most. */
export const featuredGuides: string[] = [
  '/docs/user-guides/getting-started/',
  '/docs/user-guides/klipper-setup/',
  '/docs/user-guides/octoprint-plugin-setup/',
  '/docs/user-guides/how-to-test-failure-detection/',
  '/docs/user-guides/webcam-feed-is-not-showing/',
  '/docs/user-guides/troubleshoot-server-connection-issues/',
];

/**
 * Where the copy-page menu's "Connect your AI tool (MCP)" leads: the section of the docs' start page that gives the
 * MCP server's address and the config for Claude Desktop, Claude Code and Cursor. English in every locale: the
 * snippets are the same, and a translated start page need not keep the section.
 */
export const mcpHelpRoute = '/docs/#connect-your-ai-tool-mcp';

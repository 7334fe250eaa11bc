/**
 * Product-fact rules from deep pass x4 (print-troubleshooting posts, plus three leftovers other checkers reported),
 * November 2026. Each rule names a claim that a checked page made and that the code (the product's, or a
 * third-party product's) shows is wrong. The log is docs/audit/deep-x4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-x4-prusaslicer-organic-expert-mode',
    scope: 'all',
    why: 'PrusaSlicer marks the Style option (support_material_style) and every organic setting (support_tree_angle, support_tree_angle_slow, support_tree_tip_diameter, support_tree_branch_diameter, support_tree_branch_diameter_angle, support_tree_branch_diameter_double_wall, support_tree_branch_distance, support_tree_top_rate) comAdvanced, in 2.6.1 and today (src/libslic3r/PrintConfig.cpp): they show in Advanced and Expert mode, none is Expert-only, and the Style itself is hidden in Simple mode. The organic group is always listed (src/slic3r/GUI/Tab.cpp "Organic supports") and only greyed out until Organic is chosen (src/slic3r/GUI/ConfigManipulation.cpp toggle_field)',
    find: (line) => (/\borganic\b/i.test(line) ? first(/\bsome only in Expert mode\b/i, line) : null),
  },
  {
    id: 'deep-x4-stringing-example-conclusion',
    scope: 'all',
    why: "The post's own stringing table shows the temperature change doing most (many hairs to few), while the longer retraction (few to almost clean) and the drying (almost clean to clean) each made a similar, smaller step: the data do not single out moisture over retraction",
    find: (line) => first(/\btemperature and moisture mattered most\b/i, line),
  },
  {
    id: 'deep-x4-microsoft-remote-desktop-list',
    scope: 'all',
    why: 'Microsoft Remote Desktop (RDP) has no cloud broker that sets up a peer-to-peer link: the client connects straight to the PC, so from outside the home network it needs port forwarding, a VPN or a Remote Desktop Gateway. Only tools with their own broker (TeamViewer, Chrome Remote Desktop, RealVNC cloud connections) use hole punching. Complements sample9c-microsoft-remote-desktop-hole-punching, which looks for "peer to peer" in the same sentence',
    find: (line) =>
      /hole punching/i.test(line)
        ? first(/\b(?:TeamViewer|Chrome Remote Desktop)\b[^.]*\bMicrosoft Remote Desktop\b[^.:]*(?:\bVNC\b|\.)/i, line)
        : null,
  },
  {
    id: 'deep-x4-elegoo-chat-required',
    scope: 'docs',
    why: 'The chat messages call does not need a chat: `chat_id` is optional and only names the trace (W elegoo-obico-chat-messages-api.md:52 "Optional … Used for tracing and analytics only"; the same endpoint in JusPrin, S backend/app/jusprin/views.py:97-110, only passes request.data.get("chat_id") to the trace as session_id and never loads a chat). Plate analysis likewise takes an optional chat_id (W elegoo-obico-plate-analysis-api.md:54), so it does not wait for a chat either',
    find: (line, _context, file) => {
      if (!/elegoo/.test(file)) return null;
      return (
        first(/\bOpen a chat with the \[chats API\](?:\([^)]*\))? first\b/i, line) ??
        first(/register the user's token, open a chat, send messages/i, line) ??
        first(/create a chat to get its id, then send messages/i, line) ??
        first(/^## 2\. Open a chat\s*$/, line) ??
        first(/^The app calls `POST chats\/`/, line) ??
        first(/the `chat_id` from step 2 and the whole conversation/i, line) ??
        first(/\bB --> C\["POST chats\/messages\//, line) ??
        first(/\bB -\.-> D\["POST plate_analysis\//, line) ??
        first(/At any point after step 2, the app can send pictures/i, line)
      );
    },
  },
  {
    id: 'deep-x4-relink-klipper-restart',
    scope: 'all',
    why: 'After linking, moonraker-obico restarts its own service: scripts/link.sh stops moonraker-obico before linking and runs `sudo systemctl restart "${OBICO_SERVICE_NAME}"` after it (M scripts/link.sh:139-149), and install.sh ends by calling link.sh (install.sh:257-263). Nothing has to be restarted by hand, as relink-klipper.mdx says',
    find: (line, _context, file) =>
      /relink-printer/.test(file)
        ? first(
            /restart the Klipper host|starten Sie den Klipper-Host neu|reinicie el host de Klipper|redémarrez l'hôte Klipper|riavvii l'host Klipper|Herstart de Klipper-host|uruchom ponownie komputer z systemem Klipper|reinicie o computador do Klipper|перезагрузите хост Klipper/i,
            line,
          )
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/prusaslicer-organic-supports.mdx',
      "In PrusaSlicer's print settings, open the support material section, enable supports and choose **Organic** as the style. The key organic-specific settings appear once it is selected (some only in Expert mode).",
      'deep-x4-prusaslicer-organic-expert-mode',
    ],
    [
      'blog/2021-12-16-3d-printer-issues-and-how-to-troubleshoot-them.mdx',
      'Five short tests, each under fifteen minutes, and you know that temperature and moisture mattered most, and by how much. Had you changed all three at once, you would have a clean print and no idea which change to keep for the next spool. The numbers here are an example of the method; your filament and printer will land elsewhere.',
      'deep-x4-stringing-example-conclusion',
    ],
    [
      'blog/2021-09-24-octoprint-anywhere.mdx',
      'The last family is remote desktop software: TeamViewer, Microsoft Remote Desktop, Chrome Remote Desktop and VNC. A server in the cloud helps your phone and a computer at home find each other ("hole punching"), and after that they talk to each other directly. These tools are free or have a free version that is good enough, and they are easy to set up. The downsides: a computer at home has to stay on all the time, its whole desktop is squeezed onto your phone screen, and you have to log in to it every time you want to look at OctoPrint.',
      'deep-x4-microsoft-remote-desktop-list',
    ],
    [
      'docs/elegoo-apis/elegoo-obico-chat-messages-api.mdx',
      "This is the conversation itself: the app sends what the user wrote, together with the conversation so far and the slicer's current presets; Obico's AI slicing assistant answers, and may recommend settings or ask the slicer to do something (slice, arrange models, change the filament…). Open a chat with the [chats API](./elegoo-obico-chats-api.mdx) first and keep its `id`.",
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      'description: "The order of calls for Elegoo\'s AI assistant: register the user\'s token, open a chat, send messages, and optionally analyse the plate."',
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      "  accDescr: Register the user's access token, create a chat to get its id, then send messages with that id; plate analysis is optional and its answer can be edited and sent as a message.",
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      '  B --> C["POST chats/messages/<br/>with chat_id and the full history"]',
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      '  B -.-> D["POST plate_analysis/<br/>(optional)"]',
      'deep-x4-elegoo-chat-required',
    ],
    ['docs/elegoo-apis/elegoo-api-flow.mdx', '## 2. Open a chat', 'deep-x4-elegoo-chat-required'],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      "The app calls `POST chats/` with the user's `elegoo_user_id` and `access_token`. The answer's `id` is the chat ID. See [Chats](./elegoo-obico-chats-api.mdx).",
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      'For each user turn, the app calls `POST chats/messages/` with the same credentials, the `chat_id` from step 2 and the whole conversation so far: the server does not keep the history for you. See [Chat messages](./elegoo-obico-chat-messages-api.mdx).',
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      'At any point after step 2, the app can send pictures of the models on the plate to `POST plate_analysis/`. Its answer is a description of the models and a suggested way to print them; the app can let the user edit that suggestion and send it as the next chat message. See [Plate analysis](./elegoo-obico-plate-analysis-api.mdx).',
      'deep-x4-elegoo-chat-required',
    ],
    [
      'docs/user-guides/relink-printer.mdx',
      'When linking is done, restart the Klipper host.',
      'deep-x4-relink-klipper-restart',
    ],
    [
      'i18n/de-DE/docs/user-guides/relink-printer.mdx',
      'Wenn die Verknüpfung abgeschlossen ist, starten Sie den Klipper-Host neu.',
      'deep-x4-relink-klipper-restart',
    ],
    [
      'i18n/ru-RU/docs/user-guides/relink-printer.mdx',
      'После привязки перезагрузите хост Klipper.',
      'deep-x4-relink-klipper-restart',
    ],
  ],
  right: [
    [
      'blog/prusaslicer-organic-supports.mdx',
      "In PrusaSlicer's print settings, open the support material section, enable supports and choose **Organic** as the style. The **Style** setting and the **Organic supports** group are hidden in Simple mode, so switch to Advanced or Expert mode first; the organic settings are greyed out until Organic is the chosen style.",
    ],
    [
      'blog/2021-12-16-3d-printer-issues-and-how-to-troubleshoot-them.mdx',
      'Five short tests, each under fifteen minutes, and you know how much each change helped: the lower temperature removed most of the hairs, and the longer retraction and the drying each cleaned up part of the rest. Had you changed all three at once, you would have a clean print and no idea which change to keep for the next spool. The numbers here are an example of the method; your filament and printer will land elsewhere.',
    ],
    [
      'blog/2021-09-24-octoprint-anywhere.mdx',
      'The last family is remote desktop software such as TeamViewer, Chrome Remote Desktop, and VNC through RealVNC\'s cloud connections. A server in the cloud helps your phone and a computer at home find each other ("hole punching"), and after that they talk to each other directly. Microsoft Remote Desktop is not one of them: it offers no cloud service of this kind, so you reach a home PC with it from outside only through port forwarding or a VPN. These tools are free or have a free version that is good enough, and they are easy to set up. The downsides: a computer at home has to stay on all the time, its whole desktop is squeezed onto your phone screen, and you have to log in to it every time you want to look at OctoPrint.',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote desktop tools such as TeamViewer, Chrome Remote Desktop and VNC with RealVNC\'s cloud service connect your phone to a computer at home peer to peer. A server in the cloud is still involved, but only to set up the connection ("hole punching"). These tools are free or have a free version, and easy to set up. The catch: a computer at home has to stay on all the time, you see its whole desktop squeezed onto your phone screen, and you log in to it every time. Microsoft Remote Desktop does not belong in this group: it has no such cloud service, so reaching a home PC with it from outside takes port forwarding or a VPN, with the trade-offs described above.',
    ],
    [
      'docs/elegoo-apis/elegoo-obico-chat-messages-api.mdx',
      "This is the conversation itself: the app sends what the user wrote, together with the conversation so far and the slicer's current presets; Obico's AI slicing assistant answers, and may recommend settings or ask the slicer to do something (slice, arrange models, change the filament…). You do not need to open a chat first: if the app has created one with the [chats API](./elegoo-obico-chats-api.mdx), it can pass that chat's `id` as `chat_id` so the conversation can be traced, but the call works without it.",
    ],
    ['docs/elegoo-apis/elegoo-api-flow.mdx', '## 2. Open a chat (optional)'],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      '  B -.->|chat_id, for tracing only| C',
    ],
    [
      'docs/elegoo-apis/elegoo-api-flow.mdx',
      'For each user turn, the app calls `POST chats/messages/` with the same credentials and the whole conversation so far, plus the `chat_id` from step 2 if it opened a chat: the server does not keep the history for you, and never loads messages from a chat ID. See [Chat messages](./elegoo-obico-chat-messages-api.mdx).',
    ],
    [
      'docs/user-guides/relink-printer.mdx',
      'You do not need to restart anything: once linking is done, the installer restarts the `moonraker-obico` service by itself.',
    ],
    [
      'i18n/de-DE/docs/user-guides/relink-printer.mdx',
      'Sie müssen nichts neu starten: Nach der Verknüpfung startet das Installationsprogramm den Dienst `moonraker-obico` selbst neu.',
    ],
  ],
};

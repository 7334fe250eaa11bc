/**
 * Product-fact rules from the third pass on meaning drift in translations (de-DE, es-ES, fr-FR, it-IT), November 2026.
 * Each rule names a translated sentence that stated a different fact from the English sentence it translates. The log
 * is docs/audit/deep-v3a-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-v3a-de-webrtc-blocked-certain',
    scope: 'docs',
    why: 'the English page (content/docs/user-guides/webcam-feed-is-not-showing.mdx, "Self-hosted server?") says the WebRTC video *can* be blocked by a firewall, routing or NAT and tells the reader to test by re-linking to Obico Cloud; the German stated the blocking as a fact ("wird ... blockiert"), which contradicts the test that follows',
    find: (line, _context, file) =>
      /i18n\/de-DE\/docs\/user-guides\/webcam-feed-is-not-showing\.mdx$/.test(file)
        ? first(/das WebRTC-Video wird durch eine Firewall[^.]*blockiert\./, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'i18n/de-DE/docs/user-guides/webcam-feed-is-not-showing.mdx',
      '**Selbst gehosteter Server?** Janus ist vielleicht installiert, aber das WebRTC-Video wird durch eine Firewall, das Routing oder NAT zwischen Ihnen und Ihrem Server blockiert. Zur Prüfung können Sie den Drucker vorübergehend mit der Obico Cloud [neu verknüpfen](/docs/user-guides/relink-printer/).',
      'deep-v3a-de-webrtc-blocked-certain',
    ],
  ],
  right: [
    [
      'i18n/de-DE/docs/user-guides/webcam-feed-is-not-showing.mdx',
      '**Selbst gehosteter Server?** Janus ist vielleicht installiert, aber das WebRTC-Video kann durch eine Firewall, das Routing oder NAT zwischen Ihnen und Ihrem Server blockiert werden. Zur Prüfung können Sie den Drucker vorübergehend mit der Obico Cloud [neu verknüpfen](/docs/user-guides/relink-printer/).',
    ],
  ],
};

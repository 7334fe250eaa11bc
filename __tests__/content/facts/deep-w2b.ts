/**
 * Product-fact rules from the deep pass over the self-hosting guides (batch w2, second run, November 2026): reverse
 * proxies (plain NGINX, IIS, NGINX Proxy Manager). The log is docs/audit/deep-w2b-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w2b-npm-dns-challenge-label',
    scope: 'all',
    why:
      'The Let\'s Encrypt form of NGINX Proxy Manager labels its switch "Use a DNS Challenge", then asks for the DNS provider and a credentials text with a sample Cloudflare token; there is no switch named "DNS Challenge"',
    find: (line) => first(/\bEnable \*\*DNS Challenge\*\*/, line),
  },
  {
    id: 'deep-w2b-npm-port-80-redirect',
    scope: 'all',
    why:
      'NGINX Proxy Manager answers plain HTTP for a proxy host as it is unless the host\'s "Force SSL" switch is on; the guide\'s steps never turned it on, so port 80 did not redirect anything',
    find: (line) => first(/port 80 lets NPM redirect plain HTTP to it\./, line),
  },
  {
    id: 'deep-w2b-iis-sets-websocket-extensions',
    scope: 'all',
    why:
      'The IIS web.config sample sets HTTP_SEC_WEBSOCKET_EXTENSIONS to "" (value=""), i.e. it clears the Sec-WebSocket-Extensions request header, as it clears Accept-Encoding; it does not set it to anything',
    find: (line) => first(/and sets the WebSocket extensions header\./, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/server-guides/advanced/nginx-proxy-manager.mdx',
      '3. Enable **DNS Challenge**, choose Cloudflare as the provider, and paste your API token.',
      'deep-w2b-npm-dns-challenge-label',
    ],
    [
      'docs/server-guides/advanced/nginx-proxy-manager.mdx',
      "Forward TCP ports **80** and **443** from your router to the NPM host, `192.168.2.100`. Port 443 carries the HTTPS traffic and port 80 lets NPM redirect plain HTTP to it. The DNS challenge used below does not need either: Let's Encrypt checks a TXT record, not your server.",
      'deep-w2b-npm-port-80-redirect',
    ],
    [
      'docs/server-guides/advanced/reverse-proxy.mdx',
      '**1. Rewrite rules in web.config.** The inbound rule forwards everything to the Obico server, saves and clears the `Accept-Encoding` header so IIS can rewrite responses, and sets the WebSocket extensions header. The outbound rule replaces internal URLs in HTML responses with your public domain.',
      'deep-w2b-iis-sets-websocket-extensions',
    ],
  ],
  right: [
    [
      'docs/server-guides/advanced/nginx-proxy-manager.mdx',
      '3. Turn on **Use a DNS Challenge**, choose Cloudflare as the DNS provider, and put your API token in the credentials text in place of the sample token.',
    ],
    [
      'docs/server-guides/advanced/nginx-proxy-manager.mdx',
      "Forward TCP ports **80** and **443** from your router to the NPM host, `192.168.2.100`. Port 443 carries the HTTPS traffic. Port 80 takes plain HTTP requests, which NPM redirects to HTTPS only for a proxy host whose **Force SSL** switch is on (step 7). The DNS challenge used below does not need either: Let's Encrypt checks a TXT record, not your server.",
    ],
    [
      'docs/server-guides/advanced/reverse-proxy.mdx',
      '**1. Rewrite rules in web.config.** The inbound rule forwards everything to the Obico server, saves and clears the `Accept-Encoding` header so IIS can rewrite responses, and clears the `Sec-WebSocket-Extensions` header too, so no WebSocket compression is negotiated through the proxy. The outbound rule replaces internal URLs in HTML responses with your public domain.',
    ],
  ],
};

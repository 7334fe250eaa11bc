/**
 * Product-fact rules from the ninth seeded sample, part D (seed 2026112631, pages 16 to 20), November 2026.
 * Each rule names a claim that a sampled page made and that the sources show is wrong. The sample log is
 * docs/audit/sample9-part-d.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample9d-elegoo-chat-id-required',
    scope: 'all',
    why: "The Elegoo chat messages API does not need a chat created with the chats API: its `chat_id` is an optional string, used for tracing and analytics only, and the server does not load stored messages from it (the client sends the whole history each time) (obico-server website/docs/elegoo-apis/elegoo-obico-chat-messages-api.md, body parameters `messages` and `chat_id`). Say that passing the chat's `id` as `chat_id` is optional",
    find: (line) =>
      first(/\bwhich needs the `id` of a chat\b|\bit is the `chat_id` of the messages you send\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/elegoo-apis/elegoo-obico-chats-api.mdx',
      "A chat is one conversation between an Elegoo user and Obico's AI slicing assistant, the assistant also built into JusPrin (a slicer based on OrcaSlicer). This API creates chats and lists a user's past ones. The messages themselves go through the [chat messages API](./elegoo-obico-chat-messages-api.mdx), which needs the `id` of a chat created here.",
      'sample9d-elegoo-chat-id-required',
    ],
    [
      'docs/elegoo-apis/elegoo-obico-chats-api.mdx',
      'Keep `id`: it is the `chat_id` of the messages you send next.',
      'sample9d-elegoo-chat-id-required',
    ],
  ],
  right: [
    [
      'docs/elegoo-apis/elegoo-obico-chats-api.mdx',
      "A chat is one conversation between an Elegoo user and Obico's AI slicing assistant, the assistant also built into JusPrin (a slicer based on OrcaSlicer). This API creates chats and lists a user's past ones. The assistant's answers come from the [chat messages API](./elegoo-obico-chat-messages-api.mdx), which works without a chat: its `chat_id` is optional and serves only to trace the conversation, and the server never loads messages from it.",
    ],
    [
      'docs/elegoo-apis/elegoo-obico-chats-api.mdx',
      'To tie the messages you send next to this chat, pass this `id` as their optional `chat_id`, written as a string (`"2291"`).',
    ],
  ],
};

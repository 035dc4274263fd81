import { SUPPORT_CHAT_KINDS } from '@betting/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/**
 * Non-production only: a stand-in for a chat provider's script (no provider is reachable from here). It exposes the
 * global API the provider documents and records what the host set up and called in `window.__supportChatCalls`, so a
 * journey can check that the site loads the configured provider with its key and opens its chat.
 */
const PROVIDER_API: Readonly<Record<(typeof SUPPORT_CHAT_KINDS)[number], { settings: string; open: string }>> = {
  livechat: { settings: '__lc', open: 'window.LiveChatWidget = { call: function () { record("LiveChatWidget", arguments); } };' },
  suphelper_v2: { settings: 'supHelperSettings', open: 'window.SupHelper = function () { record("SupHelper", arguments); };' },
  suphelper_v3: { settings: 'supHelperSettings', open: 'window.SupHelper = function () { record("SupHelper", arguments); };' },
  chatra: { settings: 'ChatraID', open: 'window.Chatra = function () { record("Chatra", arguments); };' },
  helpcrunch: { settings: 'helpcrunchSettings', open: 'window.HelpCrunch = function () { record("HelpCrunch", arguments); };' },
};

export const supportChatDoubleRoutes: FastifyPluginAsync = async (app) => {
  const Params = z.object({ kind: z.enum(SUPPORT_CHAT_KINDS) });
  app.get('/__test/support-chat/:kind.js', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: { code: 'not_found', message: 'No such provider' } });
    const api = PROVIDER_API[params.data.kind];
    const script =
      `(function () {\n` +
      `  var calls = (window.__supportChatCalls = window.__supportChatCalls || []);\n` +
      `  function record(api, args) { calls.push({ api: api, args: Array.prototype.slice.call(args), settings: window[${JSON.stringify(api.settings)}] }); }\n` +
      `  ${api.open}\n` +
      `})();\n`;
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script);
  });
};

import type { Area } from '../area.js';

/** The Model Context Protocol endpoint (`POST /mcp`): the API's curated tools for AI agents. */
export const mcpArea: Area = {
  name: 'mcp',
  async handlers() {
    const { mcpHandlers } = await import('./handlers.js');
    return mcpHandlers;
  },
  jobs: [],
};

import type { TestApp, TestOwner } from './app.js';
import { until } from './wait.js';

/**
 * Builds the chain the video areas start from, through the API: anecdotes → a completed script
 * job → a completed short (optionally validated).
 */
export const STORIES = [
  {
    title: 'The demo crash',
    content: 'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.',
  },
  {
    title: 'The price hike',
    content: 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.',
  },
];

export function videoChain(t: TestApp) {
  const json = async (owner: TestOwner, method: 'GET' | 'POST', url: string, payload?: object): Promise<any> => (await t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) })).json();

  const done = (j: any): boolean => j.status === 'failed' || (j.status === 'completed' && j.thumbnailStatus !== 'pending' && j.thumbnailStatus !== 'running');

  async function script(owner: TestOwner, title = 'Three failures that built our company') {
    const ids: string[] = [];
    for (const s of STORIES) ids.push((await json(owner, 'POST', '/v1/anecdotes', s)).id);
    const job = await json(owner, 'POST', '/v1/script-jobs', { title, selectedAnecdoteIds: ids });
    return until(() => json(owner, 'GET', `/v1/script-jobs/${job.id}`), done);
  }

  async function short(owner: TestOwner, opts: { validated?: boolean; title?: string } = {}) {
    const s = await script(owner);
    const created = await json(owner, 'POST', '/v1/shorts', { sourceScriptJobId: s.id, ...(opts.title ? { title: opts.title } : {}) });
    let job = await until(() => json(owner, 'GET', `/v1/shorts/${created.id}`), done);
    if (opts.validated) job = await json(owner, 'POST', `/v1/shorts/${job.id}/validate`);
    return job;
  }

  return { json, script, short };
}

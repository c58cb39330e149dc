import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { ensureSystemPackages, INSTALL_TIMEOUT_MS } from '../support/system-packages.js';

/**
 * /docs as a person uses it: Debian's Chromium (never a downloaded browser; installed when
 * missing by scripts/system-packages.mjs) opens the reference on a port other than the default 3000, and "Try it out" sends real
 * requests to the server the page came from, because the document's `servers` is relative.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let t: TestApp;
let o: TestOwner;
let base: string;
let browser: Browser;
beforeAll(async () => {
  await ensureSystemPackages('chromium');
  t = await createTestApp();
  o = await t.owner();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, INSTALL_TIMEOUT_MS);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('/docs in a real browser on a non-default port', () => {
  it('serves a document whose servers entry is relative', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.json().servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('"Try it out" on an authenticated operation reaches this server and succeeds', { timeout: 90_000 }, async () => {
    expect(base).not.toMatch(/:3000$/);
    const page = await browser.newPage();
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    await page.goto(`${base}/docs`);
    // authorize with the API key
    await page.locator('button.authorize').first().click();
    const modal = page.locator('.modal-ux');
    await modal.locator('input[type="text"], input[type="password"]').first().fill(o.apiKey);
    await modal.locator('button.modal-btn.auth.authorize').first().click();
    await modal.locator('button.btn-done').first().click();
    // open GET /v1/anecdotes, try it out, execute
    const op = page.locator('#operations-Anecdotes-listAnecdotes');
    await op.locator('.opblock-summary').first().click();
    await op.locator('button.try-out__btn').click();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/v1/anecdotes')), op.locator('button.execute').click()]);
    expect(response.url().startsWith(`${base}/v1/anecdotes`)).toBe(true);
    expect(response.status()).toBe(200);
    await expect.poll(() => op.locator('.live-responses-table tbody .response-col_status').first().innerText()).toContain('200');
    expect(sent.some((u) => u.includes(':3000'))).toBe(false);
    await page.close();
  });
});

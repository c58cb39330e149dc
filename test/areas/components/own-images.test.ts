import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRepository } from '../../../src/areas/components/repository.js';
import { validateComponentSource } from '../../../src/areas/components/validate.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';
import { createPost, imagePart, makeImage, uploadPostImage } from '../../support/uploads.js';

// A component draws its owner's uploaded post image by the path the API hands out
// (`/media/images/<uuid>.<ext>`): the worker reads it from the media store, never over HTTP, and
// only when the image is the rendering owner's. Another owner's image, an unknown or deleted one
// and any other path are not drawn: the preview says why, naming the component. A loopback
// listener standing for an internal service (and for this API itself) sees no request.

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let listener: Awaited<ReturnType<typeof startReceiver>>;
let origin: string;
let aliceImage: string;
let alicePost: string;

beforeAll(async () => {
  listener = await startReceiver();
  origin = new URL(listener.url).origin;
  t = await createTestApp({ renderFrameTimeoutMs: 3000, previewTimeoutMs: 15_000 });
  alice = await t.owner();
  bob = await t.owner();
  alicePost = (await createPost(t, alice)).id;
  // a solid (200, 40, 90) picture
  const res = await uploadPostImage(t, alicePost, [imagePart(await makeImage.png(64, 48))], alice);
  expect(res.statusCode, res.body).toBe(200);
  aliceImage = res.json().imageUrl;
  expect(aliceImage).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.png$/);
});
afterAll(async () => {
  await t?.close();
  await listener?.close();
});

const get = (owner: TestOwner, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });

const drawing = (src: string) =>
  `import { AbsoluteFill, Img } from "remotion";\nexport default function Picture() {\n  return (\n    <AbsoluteFill style={{ backgroundColor: "#000000" }}>\n      <Img src={${JSON.stringify(src)}} style={{ width: "100%", height: "100%" }} />\n    </AbsoluteFill>\n  );\n}\n`;

/** A component of `owner`'s whose source draws `src` (the source type-checks in the dialect). */
async function component(owner: TestOwner, name: string, src: string) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/components', headers: owner.headers, payload: { name, category: 'custom', prompt: 'A picture filling the frame' } });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  const sourceCode = drawing(src);
  expect(validateComponentSource(sourceCode)).toEqual({ isValidated: true, warnings: [] });
  await componentRepository(t.db).update(owner.ownerId, id, { sourceCode, isValidated: true });
  return id;
}

/** The colour at the middle of a PNG. */
async function middle(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const close = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 3);

describe("a component drawing its owner's images", () => {
  it("draws the owner's own post image, read from storage: the preview shows its pixels", { timeout: 90_000 }, async () => {
    const id = await component(alice, 'Own picture', aliceImage);
    const res = await get(alice, `/v1/components/${id}/preview.png`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const colour = await middle(res.rawPayload);
    expect(close(colour, [200, 40, 90]), `middle pixel ${colour}`).toBe(true);
    expect(listener.received).toHaveLength(0);
    // the component is Alice's: Bob gets a 404 for it and its preview
    expectError(await get(bob, `/v1/components/${id}`), 404, 'not_found');
    expectError(await get(bob, `/v1/components/${id}/preview.png`), 404, 'not_found');
  });

  it("another owner's image is not drawn: the preview says so, naming the component", { timeout: 90_000 }, async () => {
    const id = await component(bob, 'Borrowed picture', aliceImage);
    const err = expectError(await get(bob, `/v1/components/${id}/preview.png`), 409, 'conflict');
    expect(err.message).toContain(`component "Borrowed picture" drew the image ${aliceImage}, which is not one of its owner's images`);
    expectError(await get(alice, `/v1/components/${id}`), 404, 'not_found');
    expect(listener.received).toHaveLength(0);
  });

  it('an unknown image, and one whose post was deleted, are not drawn', { timeout: 90_000 }, async () => {
    const unknown = `/media/images/${randomUUID()}.png`;
    const id = await component(alice, 'Unknown picture', unknown);
    expect(expectError(await get(alice, `/v1/components/${id}/preview.png`), 409, 'conflict').message).toContain(`drew the image ${unknown}, which is not one of its owner's images`);

    const post = (await createPost(t, alice)).id;
    const uploaded = (await uploadPostImage(t, post, [imagePart(await makeImage.png(32, 32))], alice)).json().imageUrl as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/posts/${post}`, headers: alice.headers })).statusCode).toBe(204);
    const gone = await component(alice, 'Deleted picture', uploaded);
    expect(expectError(await get(alice, `/v1/components/${gone}/preview.png`), 409, 'conflict').message).toContain(`drew the image ${uploaded}, which is not one of its owner's images`);
    expect(listener.received).toHaveLength(0);
  });

  it('any other path or URL is refused before anything is read or fetched', { timeout: 180_000 }, async () => {
    const name = aliceImage.slice('/media/images/'.length);
    const host = new URL(origin).host;
    const paths = [
      '/media/images/../x',
      `/media/images/../images/${name}`,
      `/media/images/%2e%2e/${name}`,
      `/media/images/${name}%00`,
      `/media/images/${name.toUpperCase()}`,
      `/media/images/${name}?x=1`,
      `${origin}/media/images/${name}`,
      `//${host}/media/images/${name}`,
      `media/images/${name}`,
      `file:///media/images/${name}`,
    ];
    const ids = await Promise.all(paths.map((p, i) => component(alice, `Path ${i}`, p)));
    for (const [i, id] of ids.entries()) {
      let res = await get(alice, `/v1/components/${id}/preview.png`);
      if (res.statusCode === 503) res = await get(alice, `/v1/components/${id}/preview.png`);
      const err = expectError(res, 409, 'conflict');
      expect(err.message, paths[i]).toContain(`component "Path ${i}" drew an image whose source is not a data: image or /media/images/<uuid>.<ext> (${paths[i]})`);
    }
    expect(listener.received).toHaveLength(0);
  });
});

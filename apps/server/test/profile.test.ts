// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader, pngOfSize } from './image-fixtures';
import {
  expectRestError,
  sessionCookie,
  startHarness,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';

/** 'my-profile': one's own name, photo and password, whatever one's page permissions. */
let h: Harness;
let staffId: string;
let staffCookie: string;
let otherId: string;
const STAFF = { email: 'me@alpha.test', password: 'me-pass-1234' };

beforeAll(async () => {
  h = await startHarness();
  // No page permissions at all: the profile needs none.
  staffId = await h.createUser(h.a, { ...STAFF, name: 'Me Myself', permissions: [] });
  otherId = await h.createUser(h.a, {
    email: 'other@alpha.test',
    password: 'other-pass-123',
    name: 'Someone Else',
    permissions: [],
  });
  staffCookie = await h.login('alpha', STAFF.email, STAFF.password);
});
afterAll(async () => h?.close());

const asMe = () => ({ tenant: 'alpha', cookie: staffCookie });
const png = pngOfSize;

async function row(id: string) {
  const [user] = await h.sql<{ name: string; image: string | null; password_hash: string }>(
    `select name, image, password_hash from ${h.a.schemaName}.users where id = '${id}'`,
  );
  return user;
}

describe('tenant.profile.update', () => {
  it('changes name and photo; a blank password keeps the current one', async () => {
    const before = await row(staffId);
    const image = png();
    const user = trpcData(
      await h.trpcMutation(
        'tenant.profile.update',
        { name: 'Me Renamed', password: '', image },
        asMe(),
      ),
    );
    expect(user).toMatchObject({ id: staffId, name: 'Me Renamed', image });
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash/);
    const after = await row(staffId);
    expect(after?.password_hash).toBe(before?.password_hash);
    expect(after?.image).toBe(image);
    // Omitting the image keeps it; null removes it.
    trpcData(await h.trpcMutation('tenant.profile.update', { name: 'Me Renamed' }, asMe()));
    expect((await row(staffId))?.image).toBe(image);
    trpcData(
      await h.trpcMutation('tenant.profile.update', { name: 'Me Renamed', image: null }, asMe()),
    );
    expect((await row(staffId))?.image).toBeNull();
  });

  it('refuses a short password, an empty name, a non-image or an oversized photo', async () => {
    const before = await row(staffId);
    for (const [input, message] of [
      [{ name: 'Me', password: 'short' }, 'password: Password must be at least 8 characters'],
      [{ name: '  ' }, 'name: Name is required'],
      [
        { name: 'Me', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
        'image: SVG images are not accepted: use a PNG, JPEG or WebP image',
      ],
      [
        { name: 'Me', image: png(1024 * 1024 + 1) },
        'image: the image is 1.0 MB; the limit is 1.0 MB',
      ],
      [
        { name: 'Me', image: pngHeader(12_000, 12_000) },
        'Photo: the image is 12000 × 12000 pixels (144 megapixels); the largest accepted is 4000 × 4000 (16 megapixels)',
      ],
    ] as const) {
      const reply = await h.trpcMutation('tenant.profile.update', input, asMe());
      expect(reply.status, reply.text).toBe(400);
      expect(trpcError(reply).message).toBe(message);
    }
    expect(await row(staffId)).toEqual(before);
  });

  it('a new password needs the current one: missing or wrong is 400 and changes nothing', async () => {
    const before = await row(staffId);
    const attempts: [Record<string, unknown>, string][] = [
      [{}, 'Enter your current password to set a new one'],
      [{ currentPassword: 'not-my-password' }, 'The current password is wrong'],
    ];
    for (const [extra, message] of attempts) {
      const reply = await h.trpcMutation(
        'tenant.profile.update',
        { name: 'Me Renamed', password: 'me-new-pass-1', ...extra },
        asMe(),
      );
      expect(reply.status, reply.text).toBe(400);
      expect(trpcError(reply).message).toBe(message);
    }
    expect(await row(staffId)).toEqual(before);
    const verify = await h.trpcQuery('tenant.auth.verifyUser', undefined, asMe());
    expect(verify.status).toBe(200);
  });

  it('wrong current passwords are limited: the sixth in a row is 429', async () => {
    const other = await h.login('alpha', 'other@alpha.test', 'other-pass-123');
    const asOther = { tenant: 'alpha', cookie: other };
    const send = (currentPassword: string) =>
      h.trpcMutation(
        'tenant.profile.update',
        { name: 'Someone Else', password: 'other-new-pass-1', currentPassword },
        asOther,
      );
    for (let i = 0; i < 5; i++) expect((await send(`wrong-${i}-password`)).status).toBe(400);
    const limited = await send('other-pass-123');
    expect(limited.status, limited.text).toBe(429);
    expect(trpcError(limited).message).toBe(
      'Too many wrong current passwords: try again in 15 minutes.',
    );
  });

  it("changing one's password ends every other session and rotates this one", async () => {
    const otherBrowser = await h.login('alpha', STAFF.email, STAFF.password);
    const otherUsersSession = await h.login('alpha', 'other@alpha.test', 'other-pass-123');
    const oldCookie = staffCookie;
    const reply = await h.trpcMutation(
      'tenant.profile.update',
      { name: 'Me Renamed', password: 'me-new-pass-1', currentPassword: STAFF.password },
      asMe(),
    );
    trpcData(reply);
    // A new token for this browser; the old one is no longer valid.
    staffCookie = sessionCookie(reply, 'gst_session');
    expect(staffCookie).not.toBe(oldCookie);
    const verify = (cookie: string) =>
      h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant: 'alpha', cookie });
    expect((await verify(staffCookie)).status).toBe(200);
    expect((await verify(oldCookie)).status).toBe(401);
    expect((await verify(otherBrowser)).status).toBe(401);
    expect((await verify(otherUsersSession)).status).toBe(200);
    await h.login('alpha', STAFF.email, 'me-new-pass-1');
    const loginOld = await h.trpcMutation(
      'tenant.auth.login',
      { email: STAFF.email, password: STAFF.password },
      { tenant: 'alpha' },
    );
    expect(loginOld.status).toBe(401);
  });

  it('cannot name another user', async () => {
    const reply = await h.trpcMutation(
      'tenant.profile.update',
      { id: otherId, name: 'Hijacked' },
      asMe(),
    );
    expect(reply.status).toBe(403);
    expect(trpcError(reply).message).toBe('You can only update your own profile');
    expect((await row(otherId))?.name).toBe('Someone Else');
  });

  it('needs a session', async () => {
    const reply = await h.trpcMutation(
      'tenant.profile.update',
      { name: 'Anon' },
      { tenant: 'alpha' },
    );
    expect(reply.status).toBe(401);
  });
});

describe('REST PATCH /api/user-self/:id', () => {
  it("updates one's own record: {message}", async () => {
    const reply = await h.rest('PATCH', `/api/user-self/${staffId}`, {
      ...asMe(),
      body: { name: 'Me Via Rest', password: '', image: png() },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toBe('Profile updated successfully!');
    expect((await row(staffId))?.name).toBe('Me Via Rest');
  });

  it('a new password with the current one: 200, and the cookie is replaced', async () => {
    const reply = await h.rest('PATCH', `/api/user-self/${staffId}`, {
      ...asMe(),
      body: { name: 'Me Via Rest', password: 'me-rest-pass-1', currentPassword: 'me-new-pass-1' },
    });
    expect(reply.status, reply.text).toBe(200);
    staffCookie = sessionCookie(reply, 'gst_session');
    expectRestError(
      await h.rest('PATCH', `/api/user-self/${staffId}`, {
        ...asMe(),
        body: { name: 'Me Via Rest', password: 'me-rest-pass-2', currentPassword: 'wrong-pass-1' },
      }),
      400,
      'The current password is wrong',
    );
  });

  it("another user's id is 403 and changes nothing", async () => {
    const before = await row(otherId);
    expectRestError(
      await h.rest('PATCH', `/api/user-self/${otherId}`, {
        ...asMe(),
        body: { name: 'Hijacked', password: 'hijacked-pass-1' },
      }),
      403,
      'You can only update your own profile',
    );
    expect(await row(otherId)).toEqual(before);
  });

  it('a malformed id is 400; no session is 401', async () => {
    expectRestError(
      await h.rest('PATCH', '/api/user-self/abc', { ...asMe(), body: { name: 'X' } }),
      400,
    );
    expectRestError(
      await h.rest('PATCH', `/api/user-self/${staffId}`, { tenant: 'alpha', body: { name: 'X' } }),
      401,
    );
  });
});

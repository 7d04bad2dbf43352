import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('brand notes and custom attributes on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], ...(body === undefined ? {} : { body }) });
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('adds, pages, edits (author only) and deletes a note', async () => {
    for (const n of [1, 2, 3])
      await call('manager@demo.test', 'POST', '/brand-note', {
        content: { description: `Note ${n}` },
        brand_code: 'MR001',
      });
    const page = await call('admin@demo.test', 'GET', '/brand-note/MR001?page=0&pageSize=2');
    const second = await call('admin@demo.test', 'GET', '/brand-note/MR001?page=1&pageSize=2');
    const newest = page.body.rows[0];

    expect(page.body.count).toBe(3);
    expect(page.body.rows.map((r: { content: { description: string } }) => r.content.description)).toEqual([
      'Note 3',
      'Note 2',
    ]);
    expect(second.body.rows).toHaveLength(1);

    const byOther = await call('admin@demo.test', 'PUT', `/brand-note/${newest.id}`, {
      content: { description: 'x' },
      brand_code: 'MR001',
    });
    const byAuthor = await call('manager@demo.test', 'PUT', `/brand-note/${newest.id}`, {
      content: { description: 'Edited' },
      brand_code: 'MR001',
    });
    expect(byOther.status).toBe(403);
    expect(byAuthor.body.content.description).toBe('Edited');

    expect((await call('admin@demo.test', 'DELETE', `/brand-note/${newest.id}/MR001`)).status).toBe(204);
    expect((await call('admin@demo.test', 'GET', '/brand-note/MR001')).body.count).toBe(2);
  });

  it('refuses an empty note with the spec text', async () => {
    const res = await call('admin@demo.test', 'POST', '/brand-note', {
      content: { description: '   ' },
      brand_code: 'MR001',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The note cannot be empty');
  });

  it('refuses notes to brand users and the user role', async () => {
    expect((await call('mr@demo.test', 'GET', '/brand-note/MR001')).status).toBe(403);
    expect((await call('user@demo.test', 'GET', '/brand-note/MR001')).status).toBe(403);
  });

  it('adds, retypes and deletes a brand custom attribute with its values', async () => {
    const created = await call('admin@demo.test', 'POST', '/brand-custom-attribute/create-attribute', {
      name: 'Region',
      type: 'TEXT',
    });
    const twice = await call('admin@demo.test', 'POST', '/brand-custom-attribute/create-attribute', {
      name: 'Region',
      type: 'TEXT',
    });
    await call('admin@demo.test', 'POST', '/brand-custom-attribute', {
      brand_code: 'MC001',
      name: 'Region',
      value: 'EU',
    });
    const edited = await call('admin@demo.test', 'PUT', '/brand-custom-attribute', {
      name: 'Region',
      type: 'LINK',
    });
    const values = await call('admin@demo.test', 'GET', '/brand-custom-attribute/MC001');
    const deleted = await call('admin@demo.test', 'DELETE', '/brand-custom-attribute/Region');

    expect(created.status).toBe(201);
    expect(twice.status).toBe(409);
    expect(edited.body).toEqual({ name: 'Region', type: 'LINK' });
    expect(values.body.Region).toEqual({ type: 'LINK', value: 'EU' });
    expect(deleted.status).toBe(204);
    expect((await call('admin@demo.test', 'GET', '/brand-custom-attribute/MC001')).body).not.toHaveProperty(
      'Region',
    );
  });

  it('keeps SKU custom attribute values per marketplace and seller SKU', async () => {
    await call('manager@demo.test', 'POST', '/custom-attribute/config', {
      name: 'Colour family',
      type: 'TEXT',
    });
    const set = await call('manager@demo.test', 'POST', '/custom-attribute', {
      seller_sku: 'SKU-1',
      marketplace_id: 'ATVPDKIKX0DER',
      name: 'Colour family',
      value: 'Blue',
    });
    const elsewhere = await call('manager@demo.test', 'GET', '/custom-attribute/A1PA6795UKMFR9/SKU-1');

    expect(set.body['Colour family']).toEqual({ type: 'TEXT', value: 'Blue' });
    expect(elsewhere.body).toEqual({});
    expect((await call('manager@demo.test', 'GET', '/custom-attribute/all')).body).toContainEqual({
      name: 'Colour family',
      type: 'TEXT',
    });
  });

  it('refuses the custom attribute definitions to a standard agency user', async () => {
    const res = await call('agency@demo.test', 'POST', '/custom-attribute/config', {
      name: 'X',
      type: 'TEXT',
    });
    expect(res.status).toBe(403);
  });
});

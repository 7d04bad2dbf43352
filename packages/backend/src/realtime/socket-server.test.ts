import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../test-support/test-backend.ts';

const US = 'ATVPDKIKX0DER';

describe.each(databasesUnderTest())('socket.io on $name', (database) => {
  let api: TestApi;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await api?.stop();
  });

  function open(token: string | undefined): Socket {
    const socket = connect(api.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const refused = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect_error', (err) => resolve(err.message));
      socket.once('connect', () => reject(new Error('connected with a bad token')));
    });

  it.each([undefined, 'not-a-jwt'])('refuses token %s with connect_error unauthorized', async (token) => {
    await expect(refused(open(token))).resolves.toBe('unauthorized');
  });

  it('delivers new-activity to the owning brand and staff, not to another brand', async () => {
    const ffp = await api.login('ffp-user@demo.test');
    const ecom = await api.login('ecom3k@demo.test');
    const manager = await api.login('manager@demo.test');
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', { token: ffp.accessToken });
    const sellerId = markets.body.sp_api_authorized_marketplaces[0].selling_partner_id;

    const ffpSocket = open(ffp.accessToken);
    const ecomSocket = open(ecom.accessToken);
    const staffSocket = open(manager.accessToken);
    await Promise.all([connected(ffpSocket), connected(ecomSocket), connected(staffSocket)]);
    const ecomEvents: unknown[] = [];
    ecomSocket.on('new-activity', (payload) => ecomEvents.push(payload));
    const toBrand = new Promise((resolve) => ffpSocket.once('new-activity', resolve));
    const toStaff = new Promise((resolve) => staffSocket.once('new-activity', resolve));

    const res = await api.call('POST', '/dev/activity', {
      token: ffp.accessToken,
      body: { sellerId, marketplaceId: US, sku: 'FFP-1', type: 'bulk update issues' },
    });
    expect(res.status).toBe(201);
    const expected = { sellerId, marketplaceId: US, entry: res.body.entry };
    await expect(toBrand).resolves.toEqual(expected);
    await expect(toStaff).resolves.toEqual(expected);

    // A later event to the ecom3k brand proves its socket was live; it must not have had the first.
    const own = new Promise((resolve) => ecomSocket.once('new-activity', resolve));
    api.backend.emitToBrand('E3K001', 'new-activity', { marker: 1 });
    await expect(own).resolves.toEqual({ marker: 1 });
    expect(ecomEvents).toEqual([{ marker: 1 }]);
  });

  it('emitToUser reaches only that user', async () => {
    const a = await api.login('user@demo.test');
    const b = await api.login('agency@demo.test');
    const sa = open(a.accessToken);
    const sb = open(b.accessToken);
    await Promise.all([connected(sa), connected(sb)]);
    const bEvents: unknown[] = [];
    sb.on('export-complete', (p) => bEvents.push(p));
    const got = new Promise((resolve) => sa.once('export-complete', resolve));
    api.backend.emitToUser(a.userId, 'export-complete', { file: 'x.csv' });
    await expect(got).resolves.toEqual({ file: 'x.csv' });
    api.backend.emitToUser(b.userId, 'export-complete', { file: 'y.csv' });
    await new Promise((resolve) => sb.once('export-complete', resolve));
    expect(bEvents).toEqual([{ file: 'y.csv' }]);
  });
});

import WebSocket from 'ws';

/** What the server sent back for one subscribe message: its `next` payload or its `error` payload. */
export interface WsAnswer {
  type: 'next' | 'error';
  payload: unknown;
}

function messages(socket: WebSocket, accept: (m: { type: string; id?: string }) => boolean) {
  return new Promise<{ type: string; id?: string; payload?: unknown }>((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
      if (!accept(message)) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    socket.once('close', (code) => reject(new Error(`closed ${code}`)));
  });
}

/**
 * One operation over graphql-ws with the raw protocol (no client library in between, so the answer
 * is exactly what the server sent); waits for the server's messages, never for a clock.
 */
export async function wsAnswer(httpUrl: string, query: string, token?: string): Promise<WsAnswer> {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    const ack = messages(socket, (m) => m.type === 'connection_ack');
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: token ? { authorization: `Bearer ${token}` } : {},
      }),
    );
    await ack;
    const answer = messages(socket, (m) => m.id === '1' && (m.type === 'next' || m.type === 'error'));
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    const { type, payload } = await answer;
    return { type: type as WsAnswer['type'], payload };
  } finally {
    socket.close();
  }
}

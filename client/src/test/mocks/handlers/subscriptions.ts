import { ws } from 'msw';

/**
 * The GraphQL WebSocket (graphql-ws protocol): it accepts the connection and every subscription
 * and never pushes an event unless a test does (server.use with its own ws handler).
 */
const socket = ws.link('ws://localhost/graphql');

export const subscriptionHandlers = [
  socket.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as { type?: string };
      if (message.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
      else if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
    });
  }),
];

// Child process of the bench harness: a bare Fastify answering `{"hello":"world"}`, the machine's
// ceiling for one Node process, measured in the same run as the app so the figures compare.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url, seeded: null });
process.on('message', async (m) => {
  if (m === 'close') {
    await app.close();
    process.exit(0);
  }
});

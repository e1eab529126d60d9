/**
 * The yardstick for `npm run bench:api`: Koa with one JSON route and nothing
 * else, in its own process like the service. Whatever the service adds on
 * top (auth, limits, validation, storage) shows as the ratio to this.
 */
import Koa from 'koa';

const app = new Koa();
const body = { status: 'success', data: { id: 'pat_benchmark', age_years: 52, region: 'west' } };
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('listening\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [scenario, seconds] = [process.argv[2] ?? 'get', Number(process.argv[3] ?? 8)];
const dir = '/tmp/prof';
const port = 3999;
async function main() {
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'dist/src/main.js'], {
    cwd: '/work/main', env: { ...process.env, DATA_DIR: `${dir}/data`, PORT: String(port), LOG_LEVEL: 'info', RATE_LIMIT_PER_HOUR: '100000000', RATE_LIMIT_BURST_PER_MINUTE: '100000000' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/v1`;
  for (;;) { try { await fetch(`${base}/health`); break; } catch { await new Promise(r => setTimeout(r, 100)); } }
  const login = await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'p@example.org', password: 'a-long-passphrase' }) })).json() as any;
  const token = login.data.access_token;
  const patient = { age_years: 52, race: 'asian', ethnicity: 'non_hispanic', region: 'west', menopause_status: 'perimenopause', bmi: 24.5, notes: 'Reports hot flashes at night, improving with sleep hygiene.' };
  const ids: string[] = [];
  for (let i = 0; i < 300; i++) ids.push((await (await fetch(`${base}/patients`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(patient) })).json() as any).data.id);
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 32, duration: seconds, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [{ method: scenario === 'create' ? 'POST' : 'GET', setupRequest: (r: any) => ({ ...r, path: scenario === 'get' ? `/v1/patients/${ids[Math.floor(Math.random() * ids.length)]}` : scenario === 'list' ? '/v1/patients?region=west&menopause_status=perimenopause&limit=20' : '/v1/patients', body: scenario === 'create' ? JSON.stringify(patient) : undefined }) }] });
  console.log(scenario, 'req/s', result.requests.average, 'p99', result.latency.p99, 'non2xx', result.non2xx);
  child.kill('SIGINT');
  await new Promise(r => child.once('exit', r));
}
main();

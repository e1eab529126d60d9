import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '../../src/auth/create-user';
import { defaultDetector } from '../../src/deidentification';
import { type ServiceConfig, loadConfig } from '../../src/config/config';
import { createApp } from '../../src/http/app';
import type { AppDeps } from '../../src/http/app-deps';
import { type Runtime, openRuntime } from '../../src/runtime/runtime';
import { newId } from '../../src/shared/ids';
import type { Role } from '../../src/shared/roles';
import { silentLogger } from '../../src/shared/logger';
import { listenHttps } from '../../src/http/tls/https-listener';
import { loadTlsMaterial } from '../../src/http/tls/tls-material';
import { profileResources } from './test-profile';
import { trustServiceCa } from './tls-trust';

export interface TestService {
  runtime: Runtime;
  baseUrl: string;
  config: ServiceConfig;
  /** Creates a user with a random email and returns an access token for it. */
  login(
    role: Role,
    org?: string,
  ): Promise<{ token: string; refreshToken: string; email: string; password: string; userId: string }>;
  addUser(role: Role, org?: string): Promise<{ email: string; password: string }>;
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<TestResponse>;
  stop(): Promise<void>;
  /** With `{ tls: true }`: the local CA the service generated in its DATA_DIR (this process's fetch trusts it). */
  caFile?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * A real service on a random loopback port with its own temporary DATA_DIR.
 * Environment defaults to the embedded profile; pass `env` to choose adapters.
 */
export async function startTestService(
  env: Record<string, string> = {},
  customize?: (deps: AppDeps) => AppDeps,
  options: { tls?: boolean } = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deid-test-'));
  const profile = await profileResources();
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_HOUR: '100000',
    RATE_LIMIT_BURST_PER_MINUTE: '100000',
    // The cheapest cost a hash may have: tests make and check many passwords (the default, 2^17, is tested apart).
    PASSWORD_HASH_LOG_N: '14',
    ...profile.env,
    ...env,
  });
  const runtime = await openRuntime(config, silentLogger, { detector: defaultDetector });
  await runtime.projector?.start();
  await runtime.importWorker?.start();
  const deps = runtime.appDeps();
  const app = createApp(customize ? customize(deps) : deps);
  let server: { close(): Promise<void> };
  let baseUrl: string;
  let caFile: string | undefined;
  if (options.tls) {
    // The same listener and generated CA as `npm start`.
    const material = loadTlsMaterial(dataDir, '127.0.0.1', {});
    const handle = app.callback();
    const listener = await listenHttps((req, res) => void handle(req, res), material, 0, '127.0.0.1');
    trustServiceCa(dataDir);
    caFile = material.caFile ?? undefined;
    server = listener;
    baseUrl = `https://127.0.0.1:${listener.port}${config.basePath}`;
  } else {
    const plain: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    server = { close: () => new Promise<void>((resolve) => plain.close(() => resolve())) };
    baseUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}${config.basePath}`;
  }

  const request: TestService['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  const addUser: TestService['addUser'] = async (role, org = 'org-test') => {
    const email = `${role}-${newId('usr').slice(4, 14).toLowerCase()}@example.test`;
    const password = `pw-${newId('req')}`;
    await createUser(runtime.auth.users, { email, password, role, organizationId: org }, config.passwordHashLogN);
    return { email, password };
  };

  return {
    runtime,
    baseUrl,
    caFile,
    config,
    addUser,
    request,
    async login(role, org) {
      const { email, password } = await addUser(role, org);
      const response = await request('POST', '/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      return {
        token: response.body.data.access_token,
        refreshToken: response.body.data.refresh_token,
        email,
        password,
        userId: response.body.data.user.id,
      };
    },
    async stop() {
      await server.close();
      await runtime.close();
      await profile.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validPatient = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  age_years: 52,
  age_months: 3,
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
  bmi: 24.5,
  smoker: false,
  hypertension: false,
  diabetes: false,
  family_history_breast_cancer: true,
  notes: 'Reports hot flashes at night, improving with sleep hygiene.',
  ...overrides,
});

export const validVisit = (patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  patient_id: patientId,
  visit_date: '2024-03-15',
  visit_type: 'follow_up',
  hormone_biomarkers: { fsh_miu_ml: 45.2, estradiol_pg_ml: 35 },
  symptoms: { hot_flashes: 'moderate', night_sweats: 'mild', sleep_disturbance: 'severe' },
  medications: [
    { name: 'Estradiol', type: 'estrogen', dosage: '1 mg', frequency: 'once_daily', start_date: '2024-01-01' },
  ],
  lifestyle: {
    exercise_minutes_per_week: 150,
    sleep_hours_per_night: 6.5,
    alcohol_units_per_week: 2,
    stress_level: 'moderate',
  },
  provider_notes: 'Symptoms improving on current therapy.',
  ...overrides,
});

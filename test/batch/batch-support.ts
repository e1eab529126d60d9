import { type TestService, startTestService } from '../support/test-service';

export interface BatchTestService extends TestService {
  upload(
    csv: string | Uint8Array,
    options?: {
      token?: string;
      fileName?: string;
      type?: string;
      partName?: string;
      /** Query string without `?`, e.g. `allow_duplicate=true`. */
      query?: string;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: any }>;
  waitForBatch(batchId: string, token: string, timeoutMs?: number): Promise<any>;
  patientTotal(token: string): Promise<number>;
}

/** The test service plus its import worker (the shared harness starts only the projector). */
export async function startBatchService(env: Record<string, string> = {}): Promise<BatchTestService> {
  const service = await startTestService(env);
  await service.runtime.importWorker?.start();
  return {
    ...service,
    async upload(csv, options = {}) {
      const form = new FormData();
      const bytes = typeof csv === 'string' ? new TextEncoder().encode(csv) : csv;
      form.append(
        options.partName ?? 'file',
        new Blob([bytes], { type: options.type ?? 'text/csv' }),
        options.fileName ?? 'patients.csv',
      );
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const query = options.query ? `?${options.query}` : '';
      const response = await fetch(`${service.baseUrl}/patients/batch${query}`, {
        method: 'POST',
        headers,
        body: form,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async waitForBatch(batchId, token, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await service.request('GET', `/patients/batch/${batchId}`, { token });
        if (response.status === 200 && response.body.data.processing === false) return response.body.data;
        if (Date.now() > deadline) throw new Error(`batch ${batchId} not done: ${JSON.stringify(response.body)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async patientTotal(token) {
      const response = await service.request('GET', '/patients?limit=1', { token });
      return response.body.pagination.total;
    },
    async stop() {
      await service.runtime.importWorker?.stop();
      await service.stop();
    },
  };
}

export const CSV_HEADER = [
  'age_years,age_months,race,ethnicity,region,menopause_status,bmi,',
  'smoker,hypertension,diabetes,family_history_breast_cancer,notes',
].join('');

/** The required cells of a valid import row, as the validator receives them. */
export const VALID_ROW_CELLS: Readonly<Record<string, string>> = {
  age_years: '52',
  age_months: '3',
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
};

export function validCsvRow(overrides: Partial<Record<string, string>> = {}): string {
  const row: Record<string, string> = {
    ...VALID_ROW_CELLS,
    bmi: '24.5',
    smoker: 'false',
    hypertension: 'false',
    diabetes: 'true',
    family_history_breast_cancer: 'false',
    notes: 'Reports hot flashes at night',
    ...overrides,
  };
  return CSV_HEADER.split(',')
    .map((column) => row[column] ?? '')
    .join(',');
}

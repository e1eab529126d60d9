const ATTEMPTS = 3;

/**
 * GET a JSON answer, sent again when the connection fails before any answer
 * (a kept-alive socket the server had just closed gives ECONNRESET): a status
 * poll is idempotent, so a retry is always safe. `onRetry` counts them.
 */
export async function getJsonPatiently(
  url: string,
  token: string,
  onRetry: () => void = () => undefined,
): Promise<{ status: number; body: any }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      onRetry();
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

import { createHmac, randomBytes } from 'node:crypto';

/** How long the secret before a rotation keeps signing deliveries (documented in the contract). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A new signing secret: `whsec_` + base64 of 32 random bytes, as Standard Webhooks writes them. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` with the secret's key bytes. */
function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The Standard Webhooks headers of one delivery attempt, signed with every current secret. */
export function webhookHeaders(secrets: string[], id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}

import { request, unwrap, type Envelope } from '../../api/request.ts';
import { rsaEncrypt } from '../../api/rsa.ts';

/**
 * Sends a registration or password-reset form with its passwords RSA-encrypted as the login
 * form's are; returns the server's message. Throws RequestError on refusal.
 */
export async function submitAccountForm(path: string, fields: Record<string, string>, passwordFields: readonly string[]): Promise<string> {
  const encrypted = await Promise.all(passwordFields.map(async (name) => [name, await rsaEncrypt(fields[name] ?? '')] as const));
  const body = await request<Envelope<unknown>>(path, { ...fields, ...Object.fromEntries(encrypted) }, { base: 'lios' });
  unwrap(body);
  return body.msgInfo ?? '';
}

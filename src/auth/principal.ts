/** Who a request acts for, and with which scopes: what a verified key or token yields. */
export const SCOPES = ['read', 'write'] as const;
export type Scope = (typeof SCOPES)[number];

export interface Principal {
  ownerId: string;
  scopes: ReadonlySet<Scope>;
  via: 'api_key' | 'jwt';
  keyId?: string;
}

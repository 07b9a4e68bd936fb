import { rowShape, timestampColumn } from './row-shape';

export type Role = 'EDITOR' | 'ADMIN';

/** An API key as admins see it listed: never the secret, only its first characters. */
export interface ApiKeyRow {
  __typename: 'ApiKeyInfo';
  id: number;
  name: string;
  role: Role;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export const apiKeyRows = rowShape<ApiKeyRow>('api_key', 'ApiKeyInfo', [
  ['id', 'id'],
  ['name', 'name'],
  ['role', 'role'],
  ['prefix', 'key_prefix'],
  timestampColumn('createdAt', 'created_at'),
  timestampColumn('revokedAt', 'revoked_at'),
]);

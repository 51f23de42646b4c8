import type { ApiTokenScopeName } from '@rigforge/common';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A personal access token (docs/api.md "Sign in from a script"): only the SHA-256 of its secret is
 * kept (api-tokens.rules.ts hashSecret), so the secret is shown once, at creation. Revoking deletes
 * the row; so does deleting the account (ON DELETE CASCADE).
 */
@Entity('api_token')
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id, ON DELETE CASCADE. */
  @Index('IDX_api_token_user')
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Index('UQ_api_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** `read`, `write` or both (at least one). */
  @Column({ type: 'varchar', length: 5, array: true })
  scopes: ApiTokenScopeName[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When a request last used it, to the minute (written at most once a minute); null: never used. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** null: it never expires. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_TYPES = ['comment_like', 'comment_reply', 'news', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification for one user. Nobody else may read it. */
@Entity('notification')
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  type: NotificationType;

  @Column({ type: 'varchar', length: 500 })
  message: string;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  /** Who caused it (replier, liker); null for news and other, or once that account is gone. */
  @Column({ type: 'uuid', nullable: true })
  relatedUserId: string | null;

  @Column({ type: 'uuid', nullable: true })
  newsId: string | null;

  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
